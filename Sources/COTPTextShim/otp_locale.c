#include "otp_locale.h"

#include <unicode/uloc.h>
#include <unicode/upluralrules.h>

/* The ICU id of a BCP 47 tag ("de-AT" → "de_AT"); ICU's own ids pass as they are. */
static int icu_id(const char *locale, char *id, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(locale, id, capacity, &parsed, &status);
    return U_SUCCESS(status) && length > 0 && length < capacity && status != U_STRING_NOT_TERMINATED_WARNING;
}

int32_t otp_plural_category(const char *locale, double number, char *buffer, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    if (!icu_id(locale, id, ULOC_FULLNAME_CAPACITY)) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(id, &status);
    if (U_FAILURE(status) || !rules) return -1;
    UChar keyword[16];
    int32_t length = uplrules_select(rules, number, keyword, 16, &status);
    uplrules_close(rules);
    if (U_FAILURE(status) || length < 0 || length >= capacity || length >= 16) return -1;
    for (int32_t i = 0; i < length; i++) buffer[i] = (char)keyword[i];
    buffer[length] = 0;
    return length;
}

int32_t otp_locale_is_right_to_left(const char *locale) {
    char id[ULOC_FULLNAME_CAPACITY];
    return icu_id(locale, id, ULOC_FULLNAME_CAPACITY) && uloc_isRightToLeft(id) ? 1 : 0;
}
