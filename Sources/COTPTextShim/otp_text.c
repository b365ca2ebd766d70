#include "otp_text.h"

#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>

int32_t otp_bidi_visual_runs(const uint16_t *text, int32_t length, int32_t right_to_left,
                             int32_t line_start, int32_t line_end,
                             otp_bidi_run *runs, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *paragraph = ubidi_openSized(length, 0, &status);
    UBiDi *line = ubidi_openSized(line_end - line_start, 0, &status);
    int32_t count = -1;
    if (U_SUCCESS(status)) {
        ubidi_setPara(paragraph, (const UChar *)text, length, right_to_left ? 1 : 0, NULL, &status);
        ubidi_setLine(paragraph, line_start, line_end, line, &status);
        int32_t total = ubidi_countRuns(line, &status);
        if (U_SUCCESS(status) && total <= capacity) {
            for (int32_t i = 0; i < total; i++) {
                int32_t start = 0, run_length = 0;
                UBiDiDirection direction = ubidi_getVisualRun(line, i, &start, &run_length);
                runs[i].start = line_start + start;
                runs[i].length = run_length;
                runs[i].right_to_left = direction == UBIDI_RTL;
            }
            count = total;
        }
    }
    if (line) ubidi_close(line);
    if (paragraph) ubidi_close(paragraph);
    return count;
}

/* Walks a break iterator of `type` over `text`, writing each boundary after the start. */
static int32_t otp_boundaries(UBreakIteratorType type, const uint16_t *text, int32_t length,
                              int32_t *breaks, uint8_t *hard, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    /* The root locale, never the process's: the same text breaks the same everywhere. */
    UBreakIterator *iterator = ubrk_open(type, "", (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t at = ubrk_following(iterator, 0); at != UBRK_DONE; at = ubrk_next(iterator)) {
        if (count == capacity) { count = -1; break; }
        breaks[count] = at;
        if (hard) hard[count] = ubrk_getRuleStatus(iterator) >= UBRK_LINE_HARD;
        count++;
    }
    ubrk_close(iterator);
    return count;
}

int32_t otp_line_breaks(const uint16_t *text, int32_t length,
                        int32_t *breaks, uint8_t *hard, int32_t capacity) {
    return otp_boundaries(UBRK_LINE, text, length, breaks, hard, capacity);
}

int32_t otp_character_breaks(const uint16_t *text, int32_t length,
                             int32_t *breaks, int32_t capacity) {
    return otp_boundaries(UBRK_CHARACTER, text, length, breaks, NULL, capacity);
}

int32_t otp_is_right_to_left(uint32_t scalar) {
    UCharDirection direction = u_charDirection((UChar32)scalar);
    return direction == U_RIGHT_TO_LEFT || direction == U_RIGHT_TO_LEFT_ARABIC;
}

const char *otp_script_name(uint32_t scalar) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)scalar, &status);
    if (U_FAILURE(status) || script == USCRIPT_COMMON || script == USCRIPT_INHERITED || script == USCRIPT_UNKNOWN) {
        return NULL;
    }
    return uscript_getName(script);
}

void otp_icu_version(char *buffer) {
    UVersionInfo version;
    u_getVersion(version);
    u_versionToString(version, buffer);
}
