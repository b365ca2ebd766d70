#include "otp_png.h"

#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Per-call state handed to libpng's callbacks. */
typedef struct otp_png_context {
    const unsigned char *input;
    size_t input_size;
    size_t input_offset;
    otp_png_buffer *output;
    char *message;
    size_t message_capacity;
} otp_png_context;

/* Ancillary chunks may not allocate more than this; pixel data is bounded by the caller. */
static const png_alloc_size_t otp_chunk_malloc_max = 8u * 1024u * 1024u;

static void otp_set_message(otp_png_context *context, const char *text) {
    if (context->message == NULL || context->message_capacity == 0) return;
    snprintf(context->message, context->message_capacity, "%s", text);
}

static void otp_error(png_structp png, png_const_charp text) {
    otp_png_context *context = (otp_png_context *)png_get_error_ptr(png);
    otp_set_message(context, text);
    png_longjmp(png, 1);
}

static void otp_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void otp_read(png_structp png, png_bytep bytes, png_size_t count) {
    otp_png_context *context = (otp_png_context *)png_get_io_ptr(png);
    if (count > context->input_size - context->input_offset) {
        png_error(png, "file is truncated");
    }
    memcpy(bytes, context->input + context->input_offset, count);
    context->input_offset += count;
}

static void otp_write(png_structp png, png_bytep bytes, png_size_t count) {
    otp_png_context *context = (otp_png_context *)png_get_io_ptr(png);
    otp_png_buffer *buffer = context->output;
    if (count > buffer->capacity - buffer->count) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity - buffer->count < count) capacity *= 2;
        unsigned char *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, bytes, count);
    buffer->count += count;
}

static void otp_flush(png_structp png) { (void)png; }

static int otp_check_signature(otp_png_context *context) {
    if (context->input_size < 8 || png_sig_cmp(context->input, 0, 8) != 0) {
        otp_set_message(context, "not a PNG file (bad signature)");
        return 1;
    }
    return 0;
}

/* Creates a read struct with our error handling, or returns NULL with a message. */
static png_structp otp_create_reader(otp_png_context *context, png_infop *info) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, context, otp_error, otp_warning);
    if (png == NULL) {
        otp_set_message(context, "out of memory");
        return NULL;
    }
    *info = png_create_info_struct(png);
    if (*info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        otp_set_message(context, "out of memory");
        return NULL;
    }
    png_set_read_fn(png, context, otp_read);
    png_set_chunk_malloc_max(png, otp_chunk_malloc_max);
    /* An oversized ancillary chunk is only a warning to libpng, which then allocates it in
     * full: skip every ancillary chunk we do not use, so none is ever buffered. */
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_AS_DEFAULT, (png_const_bytep)"tRNS", 1);
    /* Our own limits apply after the header is read; lift libpng's default of 1,000,000 px
     * so a large declared size is reported as too large rather than as a corrupt header. */
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    return png;
}

int otp_png_read_size(const unsigned char *data, size_t size,
                      uint32_t *width, uint32_t *height,
                      char *message, size_t message_capacity) {
    otp_png_context context = { data, size, 0, NULL, message, message_capacity };
    if (otp_check_signature(&context)) return 1;
    png_infop info = NULL;
    png_structp png = otp_create_reader(&context, &info);
    if (png == NULL) return 1;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

/* Asks libpng for 8-bit RGBA whatever the stored colour type and depth. */
static void otp_request_rgba8(png_structp png, png_infop info) {
    int color_type = png_get_color_type(png, info);
    png_set_expand(png);
    png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
}

int otp_png_decode_rgba8(const unsigned char *data, size_t size,
                         unsigned char *pixels, size_t stride,
                         uint32_t width, uint32_t height,
                         char *message, size_t message_capacity) {
    otp_png_context context = { data, size, 0, NULL, message, message_capacity };
    if (otp_check_signature(&context)) return 1;
    png_bytep *volatile rows = NULL; /* volatile: read after longjmp */
    png_infop info = NULL;
    png_structp png = otp_create_reader(&context, &info);
    if (png == NULL) return 1;
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    png_set_user_limits(png, width, height);
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
        png_error(png, "image size changed between reads");
    }
    otp_request_rgba8(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "unexpected row size after conversion to RGBA");
    }
    png_bytep *row_pointers = malloc(sizeof(png_bytep) * (height ? height : 1));
    if (row_pointers == NULL) png_error(png, "out of memory");
    rows = row_pointers;
    for (uint32_t y = 0; y < height; y++) row_pointers[y] = pixels + (size_t)y * stride;
    png_read_image(png, row_pointers);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

int otp_png_encode(const unsigned char *pixels, size_t stride,
                   uint32_t width, uint32_t height, int channels,
                   int compression_level, int filters,
                   otp_png_buffer *out,
                   char *message, size_t message_capacity) {
    otp_png_context context = { NULL, 0, 0, out, message, message_capacity };
    if (channels != 3 && channels != 4) {
        otp_set_message(&context, "channels must be 3 or 4");
        return 1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, otp_error, otp_warning);
    if (png == NULL) {
        otp_set_message(&context, "out of memory");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        otp_set_message(&context, "out of memory");
        return 1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 1;
    }
    png_set_write_fn(png, &context, otp_write, otp_flush);
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, width, height, 8,
                 channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, pixels + (size_t)y * stride);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return 0;
}

void otp_png_buffer_free(otp_png_buffer *buffer) {
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = 0;
    buffer->capacity = 0;
}

const char *otp_png_libpng_version(void) {
    return png_get_libpng_ver(NULL);
}

const char *otp_png_zlib_version(void) {
    return zlibVersion();
}
