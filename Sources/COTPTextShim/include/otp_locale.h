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

#endif
