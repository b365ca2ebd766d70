#ifndef OTP_MESSAGE_H
#define OTP_MESSAGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU MessageFormat (`{count, plural, =0{No codes} one{# code} other{# codes}}`), behind
/// version-free names as in otp_text.h. Patterns and texts are UTF-8; locales are BCP 47 tags.

/// Formats `pattern` for `locale` with `count` named arguments. `arguments` holds, for each,
/// its name, a NUL, then its text and a NUL (ignored for a number); `numbers[i]` is argument
/// i's value when `is_number[i]` is 1. Writes the result into `buffer` with a NUL and returns
/// its length; returns the length needed when it does not fit (call again with more), and -1
/// when the pattern is not a message ICU reads or the locale is not one (`error`, of
/// `error_capacity` bytes, then says why, with the offset ICU stopped at).
int32_t otp_message_format(const char *locale, const char *pattern, int32_t count, const char *arguments,
                           const double *numbers, const uint8_t *is_number, char *buffer, int32_t capacity,
                           char *error, int32_t error_capacity);

/// Writes the names of the top-level and nested arguments of `pattern`, each followed by a
/// space and its kind (`none`, `simple`, `plural`, `select`, `selectordinal`, `choice`) and a
/// newline, in the order they first appear, into `buffer` with a NUL. Returns the length, the
/// length needed when it does not fit, or -1 when ICU cannot parse the pattern (`error` says
/// why, as for otp_message_format).
int32_t otp_message_arguments(const char *pattern, char *buffer, int32_t capacity, char *error, int32_t error_capacity);

#ifdef __cplusplus
}
#endif

#endif
