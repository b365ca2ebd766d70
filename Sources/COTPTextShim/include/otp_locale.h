#ifndef OTP_LOCALE_H
#define OTP_LOCALE_H

#include <stdint.h>

/// Locale data from ICU (CLDR), behind version-free names as in otp_text.h. Locales are BCP 47
/// tags or ICU ids ("de-AT", "sr_Latn"); ICU's default locale is never used.

/// Writes the CLDR plural category of `number` in `locale` ("zero", "one", "two", "few",
/// "many" or "other") into `buffer` with a terminating NUL. Returns its length, or -1 when
/// ICU fails (the category does not fit, or there are no rules).
int32_t otp_plural_category(const char *locale, double number, char *buffer, int32_t capacity);

/// 1 when `locale`'s script (its own, or the likely one CLDR gives its language: "ar" →
/// Arabic, "ur" → Arabic, "he" → Hebrew) is written right to left, else 0.
int32_t otp_locale_is_right_to_left(const char *locale);

/// Writes the ten digits of CLDR numbering system `name` ("arab", "thai", "hanidec"), zero to
/// nine, into `buffer` as UTF-8 with a terminating NUL. Returns its length, or -1 when ICU
/// has no such system, when it is algorithmic (roman, hebr: no digits of their own) or when
/// the digits do not fit.
int32_t otp_numbering_system_digits(const char *name, char *buffer, int32_t capacity);

/// Writes the name of `locale`'s default numbering system ("latn"; "arab" for ar, "beng"
/// for bn) into `buffer` with a terminating NUL. A locale ICU has no data for is "latn",
/// whatever ICU's default locale is. Returns its length, or -1 when ICU fails.
int32_t otp_locale_numbering_system(const char *locale, char *buffer, int32_t capacity);

/// Writes the names of every numbering system with digits of its own, separated by spaces,
/// into `buffer` with a terminating NUL. Returns its length, or -1 when they do not fit.
int32_t otp_numbering_system_names(char *buffer, int32_t capacity);

#endif
