#include "otp_text.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>

struct otp_bidi_paragraph {
    UBiDi *paragraph;
    UBiDi *line;
    /* ICU reads the text it resolved for as long as the paragraph lives: a copy of our own. */
    UChar *text;
};

otp_bidi_paragraph *otp_bidi_open(const uint16_t *text, int32_t length, int32_t right_to_left) {
    otp_bidi_paragraph *result = calloc(1, sizeof *result);
    if (!result) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    result->text = malloc(sizeof(UChar) * (size_t)(length > 0 ? length : 1));
    result->paragraph = ubidi_openSized(length, 0, &status);
    result->line = ubidi_openSized(length, 0, &status);
    if (result->text && U_SUCCESS(status)) {
        memcpy(result->text, text, sizeof(UChar) * (size_t)length);
        ubidi_setPara(result->paragraph, result->text, length, right_to_left ? 1 : 0, NULL, &status);
    }
    if (!result->text || U_FAILURE(status)) {
        otp_bidi_close(result);
        return NULL;
    }
    return result;
}

int32_t otp_bidi_line_runs(otp_bidi_paragraph *paragraph, int32_t line_start, int32_t line_end,
                           otp_bidi_run *runs, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    ubidi_setLine(paragraph->paragraph, line_start, line_end, paragraph->line, &status);
    int32_t total = ubidi_countRuns(paragraph->line, &status);
    if (U_FAILURE(status) || total > capacity) return -1;
    for (int32_t i = 0; i < total; i++) {
        int32_t start = 0, run_length = 0;
        UBiDiDirection direction = ubidi_getVisualRun(paragraph->line, i, &start, &run_length);
        runs[i].start = line_start + start;
        runs[i].length = run_length;
        runs[i].right_to_left = direction == UBIDI_RTL;
    }
    return total;
}

void otp_bidi_close(otp_bidi_paragraph *paragraph) {
    if (!paragraph) return;
    if (paragraph->line) ubidi_close(paragraph->line);
    if (paragraph->paragraph) ubidi_close(paragraph->paragraph);
    free(paragraph->text);
    free(paragraph);
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
