#ifndef OTP_TEXT_H
#define OTP_TEXT_H

#include <stdint.h>

/// The only place ICU is called. ICU's functions carry its version in their symbol names
/// (`ubidi_open_72`), which its headers hide behind macros that Swift cannot see; these
/// wrappers keep the version out of the Swift code. Text is UTF-16, offsets are in code units.

/// One run of a line in visual order (left to right on the screen): the logical range it
/// covers and whether it reads right to left.
typedef struct otp_bidi_run {
    int32_t start;
    int32_t length;
    int32_t right_to_left;
} otp_bidi_run;

/// A paragraph whose bidirectional levels (UAX #9) are resolved once, so that each of its
/// lines is ordered in time proportional to the line, not to the paragraph.
typedef struct otp_bidi_paragraph otp_bidi_paragraph;

/// Resolves the Unicode Bidirectional Algorithm for the paragraph `text` (copied) with the
/// base direction `right_to_left` (0 or 1). Returns NULL when ICU fails (out of memory);
/// free it with `otp_bidi_close`.
otp_bidi_paragraph *otp_bidi_open(const uint16_t *text, int32_t length, int32_t right_to_left);

/// Writes the runs of the line `line_start..<line_end` of `paragraph` in visual order.
/// Returns the number of runs (at most the line's length), or -1 when ICU fails.
int32_t otp_bidi_line_runs(otp_bidi_paragraph *paragraph, int32_t line_start, int32_t line_end,
                           otp_bidi_run *runs, int32_t capacity);

/// Frees a paragraph made by `otp_bidi_open` (NULL is ignored).
void otp_bidi_close(otp_bidi_paragraph *paragraph);

/// Writes the line-break opportunities of `text` (UAX #14, ICU's root rules) in increasing
/// order, each an offset a line may end at; the last is `length`. `hard[i]` is 1 where the
/// break is mandatory. Returns the number written, or -1 when ICU fails.
int32_t otp_line_breaks(const uint16_t *text, int32_t length,
                        int32_t *breaks, uint8_t *hard, int32_t capacity);

/// The boundaries of user-perceived characters (extended grapheme clusters) of `text`, as
/// `otp_line_breaks` writes line breaks: where a word longer than a line may be cut.
int32_t otp_character_breaks(const uint16_t *text, int32_t length,
                             int32_t *breaks, int32_t capacity);

/// Whether `scalar` is a strong right-to-left character (bidi class R or AL).
int32_t otp_is_right_to_left(uint32_t scalar);

/// The English name of `scalar`'s script ("Arabic", "Hebrew"), or NULL when it has none
/// of its own (common or inherited characters).
const char *otp_script_name(uint32_t scalar);

/// ICU's version, e.g. "72.1", into `buffer` (at least 20 bytes).
void otp_icu_version(char *buffer);

#endif
