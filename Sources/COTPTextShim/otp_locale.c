#include "otp_locale.h"

#include <unicode/uloc.h>
#include <unicode/unumsys.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <string.h>

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

/* Copies `text` into `buffer` with a NUL; its length, or -1 when it does not fit. */
static int32_t copy_name(const char *text, char *buffer, int32_t capacity) {
    size_t length = strlen(text);
    if (length >= (size_t)capacity) return -1;
    memcpy(buffer, text, length + 1);
    return (int32_t)length;
}

/* The digits of an open numbering system, as otp_numbering_system_digits writes them. */
static int32_t system_digits(const UNumberingSystem *system, char *buffer, int32_t capacity) {
    if (unumsys_isAlgorithmic(system) || unumsys_getRadix(system) != 10) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UChar digits[32];
    int32_t length = unumsys_getDescription(system, digits, 32, &status);
    if (U_FAILURE(status) || length <= 0 || length >= 32 || u_countChar32(digits, length) != 10) return -1;
    int32_t written = 0;
    u_strToUTF8(buffer, capacity, &written, digits, length, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || written >= capacity) return -1;
    return written;
}

int32_t otp_numbering_system_digits(const char *name, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_openByName(name, &status);
    if (U_FAILURE(status) || !system) return -1;
    int32_t length = system_digits(system, buffer, capacity);
    unumsys_close(system);
    return length;
}

int32_t otp_locale_numbering_system(const char *locale, char *buffer, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    if (!icu_id(locale, id, ULOC_FULLNAME_CAPACITY)) return -1;
    /* ICU falls back to its default locale, which follows the environment, for a language
       it has no data for: such a locale has the root's numbering system. */
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, id, &status);
    int known = U_SUCCESS(status) && status != U_USING_DEFAULT_WARNING;
    ures_close(bundle);
    if (!known) return copy_name("latn", buffer, capacity);
    status = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_open(id, &status);
    if (U_FAILURE(status) || !system) return -1;
    int32_t length = copy_name(unumsys_getName(system), buffer, capacity);
    unumsys_close(system);
    return length;
}

int32_t otp_numbering_system_names(char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *names = unumsys_openAvailableNames(&status);
    if (U_FAILURE(status) || !names) return -1;
    int32_t used = 0;
    const char *name;
    char digits[64];
    while (used >= 0 && (name = uenum_next(names, NULL, &status)) && U_SUCCESS(status)) {
        if (otp_numbering_system_digits(name, digits, 64) < 0) continue;
        size_t length = strlen(name);
        if (used + (int32_t)length + 2 > capacity) { used = -1; break; }
        if (used > 0) buffer[used++] = ' ';
        memcpy(buffer + used, name, length);
        used += (int32_t)length;
    }
    uenum_close(names);
    if (used < 0 || U_FAILURE(status) || capacity < 1) return -1;
    buffer[used] = 0;
    return used;
}
