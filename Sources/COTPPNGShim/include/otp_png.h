#ifndef OTP_PNG_H
#define OTP_PNG_H

#include <stddef.h>
#include <stdint.h>

/// The only place libpng is called. libpng reports errors with longjmp; every function here
/// owns its setjmp, so a longjmp never crosses a Swift frame. Each returns 0 on success, or
/// non-zero with a NUL-terminated reason in `message`.

/// A growable byte buffer that the encoder fills; release it with `otp_png_buffer_free`.
typedef struct otp_png_buffer {
    unsigned char *bytes;
    size_t count;
    size_t capacity;
} otp_png_buffer;

/// Reads the IHDR of a PNG held in memory: its size, without decoding any pixels.
int otp_png_read_size(const unsigned char *data, size_t size,
                      uint32_t *width, uint32_t *height,
                      char *message, size_t message_capacity);

/// Decodes a PNG of any colour type, bit depth and interlacing to straight (not
/// premultiplied) 8-bit RGBA rows: palettes and tRNS expand to RGBA, 16-bit samples scale
/// with rounding, gamma chunks are ignored (sample values are kept as stored).
/// `pixels` holds `height` rows of `stride` bytes; the image must be `width` x `height`.
int otp_png_decode_rgba8(const unsigned char *data, size_t size,
                         unsigned char *pixels, size_t stride,
                         uint32_t width, uint32_t height,
                         char *message, size_t message_capacity);

/// Encodes straight 8-bit rows (`channels` 4 for RGBA, 3 for RGB) as a PNG into `out`,
/// with a zlib level (0-9) and a mask of libpng's PNG_FILTER_* values. Writes IHDR, sRGB,
/// IDAT and IEND only: no timestamps, so equal pixels give equal bytes.
int otp_png_encode(const unsigned char *pixels, size_t stride,
                   uint32_t width, uint32_t height, int channels,
                   int compression_level, int filters,
                   otp_png_buffer *out,
                   char *message, size_t message_capacity);

/// Frees the bytes of a buffer filled by `otp_png_encode`.
void otp_png_buffer_free(otp_png_buffer *buffer);

/// The filter masks of libpng, for callers that cannot see png.h.
enum {
    OTP_PNG_FILTER_NONE = 0x08,
    OTP_PNG_FILTER_SUB = 0x10,
    OTP_PNG_FILTER_UP = 0x20,
    OTP_PNG_FILTER_AVG = 0x40,
    OTP_PNG_FILTER_PAETH = 0x80,
    OTP_PNG_FILTER_ALL = 0xF8
};

/// The version of libpng this process runs with (not the one its headers named).
const char *otp_png_libpng_version(void);

/// The version of zlib this process runs with.
const char *otp_png_zlib_version(void);

#endif
