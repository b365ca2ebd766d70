#include "otp_message.h"

#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/uloc.h>
#include <unicode/unistr.h>
#include <unicode/ustring.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using icu::Formattable;
using icu::MessageFormat;
using icu::MessagePattern;
using icu::UnicodeString;

namespace {

/* Copies `text` (UTF-8) into `buffer` with a NUL when it fits; its length either way. */
int32_t copy_out(const std::string &text, char *buffer, int32_t capacity) {
    int32_t length = static_cast<int32_t>(text.size());
    if (length < capacity && buffer) {
        std::memcpy(buffer, text.data(), text.size());
        buffer[length] = 0;
    }
    return length;
}

/* Writes why ICU refused `pattern` into `error`. */
void describe(const char *what, UErrorCode status, const UParseError &parse, char *error, int32_t capacity) {
    if (!error || capacity <= 0) return;
    if (parse.offset >= 0) {
        std::snprintf(error, static_cast<size_t>(capacity), "%s (%s at character %d)", what, u_errorName(status), parse.offset + 1);
    } else {
        std::snprintf(error, static_cast<size_t>(capacity), "%s (%s)", what, u_errorName(status));
    }
}

const char *kind_name(UMessagePatternArgType type) {
    switch (type) {
    case UMSGPAT_ARG_TYPE_NONE: return "none";
    case UMSGPAT_ARG_TYPE_SIMPLE: return "simple";
    case UMSGPAT_ARG_TYPE_PLURAL: return "plural";
    case UMSGPAT_ARG_TYPE_SELECT: return "select";
    case UMSGPAT_ARG_TYPE_SELECTORDINAL: return "selectordinal";
    case UMSGPAT_ARG_TYPE_CHOICE: return "choice";
    }
    return "none";
}

}  // namespace

extern "C" int32_t otp_message_format(const char *locale, const char *pattern, int32_t count, const char *arguments,
                                      const double *numbers, const uint8_t *is_number, char *buffer, int32_t capacity,
                                      char *error, int32_t error_capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char id[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    int32_t id_length = uloc_forLanguageTag(locale, id, ULOC_FULLNAME_CAPACITY, &parsed, &status);
    if (U_FAILURE(status) || id_length <= 0 || id_length >= ULOC_FULLNAME_CAPACITY) {
        if (error && error_capacity > 0) std::snprintf(error, static_cast<size_t>(error_capacity), "is not a locale ICU reads");
        return -1;
    }
    status = U_ZERO_ERROR;
    UParseError parse{};
    parse.offset = -1;
    MessageFormat format(UnicodeString::fromUTF8(pattern), icu::Locale(id), parse, status);
    if (U_FAILURE(status)) {
        describe("is not an ICU message", status, parse, error, error_capacity);
        return -1;
    }
    std::vector<UnicodeString> names;
    std::vector<Formattable> values;
    const char *cursor = arguments;
    for (int32_t i = 0; i < count; i++) {
        names.push_back(UnicodeString::fromUTF8(cursor));
        cursor += std::strlen(cursor) + 1;
        if (is_number[i]) {
            values.emplace_back(numbers[i]);
        } else {
            values.emplace_back(UnicodeString::fromUTF8(cursor));
        }
        cursor += std::strlen(cursor) + 1;
    }
    UnicodeString result;
    format.format(names.data(), values.data(), count, result, status);
    if (U_FAILURE(status)) {
        describe("cannot be formatted", status, parse, error, error_capacity);
        return -1;
    }
    std::string text;
    result.toUTF8String(text);
    return copy_out(text, buffer, capacity);
}

extern "C" int32_t otp_message_arguments(const char *pattern, char *buffer, int32_t capacity, char *error, int32_t error_capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UParseError parse{};
    parse.offset = -1;
    MessagePattern message(UnicodeString::fromUTF8(pattern), &parse, status);
    if (U_FAILURE(status)) {
        describe("is not an ICU message", status, parse, error, error_capacity);
        return -1;
    }
    std::string listed;
    std::vector<std::string> seen;
    for (int32_t i = 0; i < message.countParts(); i++) {
        const MessagePattern::Part &part = message.getPart(i);
        if (part.getType() != UMSGPAT_PART_TYPE_ARG_START) continue;
        const MessagePattern::Part &name = message.getPart(i + 1);
        std::string text;
        message.getSubstring(name).toUTF8String(text);
        bool known = false;
        for (const std::string &other : seen) known = known || other == text;
        if (known) continue;
        seen.push_back(text);
        listed += text + " " + kind_name(part.getArgType()) + "\n";
    }
    return copy_out(listed, buffer, capacity);
}
