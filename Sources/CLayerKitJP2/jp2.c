#include "lk_jp2.h"
#include <openjpeg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// A byte buffer OpenJPEG reads from or writes into, with a position.
typedef struct {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
    size_t position;
    int writable;
} buffer_t;

typedef struct {
    char *text;
    size_t size;
} message_t;

static void keep_error(const char *msg, void *client) {
    message_t *m = client;
    if (m->text && m->size && m->text[0] == 0) {
        snprintf(m->text, m->size, "%s", msg);
        size_t n = strlen(m->text);
        while (n > 0 && (m->text[n - 1] == '\n' || m->text[n - 1] == '\r')) m->text[--n] = 0;
    }
}

static void ignore(const char *msg, void *client) { (void)msg; (void)client; }

static OPJ_SIZE_T read_bytes(void *out, OPJ_SIZE_T count, void *user) {
    buffer_t *b = user;
    if (b->position >= b->length) return (OPJ_SIZE_T)-1;
    size_t n = b->length - b->position < count ? b->length - b->position : count;
    memcpy(out, b->bytes + b->position, n);
    b->position += n;
    return n;
}

static int reserve(buffer_t *b, size_t needed) {
    if (needed <= b->capacity) return 1;
    size_t cap = b->capacity ? b->capacity : 65536;
    while (cap < needed) cap *= 2;
    uint8_t *grown = realloc(b->bytes, cap);
    if (!grown) return 0;
    memset(grown + b->capacity, 0, cap - b->capacity);
    b->bytes = grown;
    b->capacity = cap;
    return 1;
}

static OPJ_SIZE_T write_bytes(void *in, OPJ_SIZE_T count, void *user) {
    buffer_t *b = user;
    if (!reserve(b, b->position + count)) return (OPJ_SIZE_T)-1;
    memcpy(b->bytes + b->position, in, count);
    b->position += count;
    if (b->position > b->length) b->length = b->position;
    return count;
}

static OPJ_OFF_T skip_bytes(OPJ_OFF_T count, void *user) {
    buffer_t *b = user;
    if (count < 0 && (size_t)(-count) > b->position) return -1;
    size_t target = b->position + count;
    if (!b->writable && target > b->length) target = b->length;
    if (b->writable && !reserve(b, target)) return -1;
    OPJ_OFF_T moved = (OPJ_OFF_T)target - (OPJ_OFF_T)b->position;
    b->position = target;
    if (b->writable && b->position > b->length) b->length = b->position;
    return moved;
}

static OPJ_BOOL seek_bytes(OPJ_OFF_T at, void *user) {
    buffer_t *b = user;
    if (at < 0 || (!b->writable && (size_t)at > b->length)) return OPJ_FALSE;
    if (b->writable && !reserve(b, (size_t)at)) return OPJ_FALSE;
    b->position = (size_t)at;
    return OPJ_TRUE;
}

static opj_stream_t *make_stream(buffer_t *b, int input) {
    opj_stream_t *s = opj_stream_create(OPJ_J2K_STREAM_CHUNK_SIZE, input ? OPJ_TRUE : OPJ_FALSE);
    if (!s) return NULL;
    opj_stream_set_user_data(s, b, NULL);
    if (input) {
        opj_stream_set_user_data_length(s, b->length);
        opj_stream_set_read_function(s, read_bytes);
    } else {
        opj_stream_set_write_function(s, write_bytes);
    }
    opj_stream_set_skip_function(s, skip_bytes);
    opj_stream_set_seek_function(s, seek_bytes);
    return s;
}

static const uint8_t jp2_signature[12] = {0, 0, 0, 0x0C, 0x6A, 0x50, 0x20, 0x20, 0x0D, 0x0A, 0x87, 0x0A};

int lk_jp2_is_jpeg2000(const uint8_t *data, size_t length) {
    if (length >= 12 && memcmp(data, jp2_signature, 12) == 0) return 1;
    return length >= 4 && data[0] == 0xFF && data[1] == 0x4F && data[2] == 0xFF && data[3] == 0x51;
}

// Opens a decoder on `data` and reads the header; NULL with a message on failure.
static opj_codec_t *open_decoder(buffer_t *b, opj_stream_t **stream, opj_image_t **image, message_t *m) {
    OPJ_CODEC_FORMAT format = b->length >= 12 && memcmp(b->bytes, jp2_signature, 12) == 0 ? OPJ_CODEC_JP2 : OPJ_CODEC_J2K;
    opj_codec_t *codec = opj_create_decompress(format);
    opj_set_error_handler(codec, keep_error, m);
    opj_set_warning_handler(codec, ignore, NULL);
    opj_set_info_handler(codec, ignore, NULL);
    opj_dparameters_t params;
    opj_set_default_decoder_parameters(&params);
    *stream = make_stream(b, 1);
    *image = NULL;
    if (!*stream || !opj_setup_decoder(codec, &params) || !opj_read_header(*stream, codec, image)) {
        keep_error("the JPEG 2000 header cannot be read", m);
        if (*stream) opj_stream_destroy(*stream);
        if (*image) opj_image_destroy(*image);
        opj_destroy_codec(codec);
        return NULL;
    }
    return codec;
}

int lk_jp2_read_size(const uint8_t *data, size_t length, int *width, int *height, char *message, size_t message_size) {
    if (message && message_size) message[0] = 0;
    message_t m = {message, message_size};
    buffer_t b = {(uint8_t *)data, length, length, 0, 0};
    opj_stream_t *stream;
    opj_image_t *image;
    opj_codec_t *codec = open_decoder(&b, &stream, &image, &m);
    if (!codec) return 1;
    *width = (int)(image->x1 - image->x0);
    *height = (int)(image->y1 - image->y0);
    opj_image_destroy(image);
    opj_stream_destroy(stream);
    opj_destroy_codec(codec);
    return 0;
}

// One component's sample at index i scaled to 0...255.
static uint32_t sample(const opj_image_comp_t *c, size_t i) {
    int32_t v = c->data[i];
    if (c->sgnd) v += 1 << (c->prec - 1);
    if (v < 0) v = 0;
    uint32_t max = (1u << c->prec) - 1;
    if ((uint32_t)v > max) v = (int32_t)max;
    return c->prec == 8 ? (uint32_t)v : ((uint32_t)v * 255 + max / 2) / max;
}

static int check_components(const opj_image_t *image, int width, int height, message_t *m) {
    if (image->numcomps < 1 || image->numcomps > 4) {
        keep_error("only gray, gray + alpha, RGB and RGBA JPEG 2000 images are supported", m);
        return 0;
    }
    for (OPJ_UINT32 i = 0; i < image->numcomps; i++) {
        const opj_image_comp_t *c = &image->comps[i];
        if (!c->data || c->dx != 1 || c->dy != 1 || (int)c->w != width || (int)c->h != height) {
            keep_error("subsampled or missing JPEG 2000 components are not supported", m);
            return 0;
        }
        if (c->prec < 1 || c->prec > 16) {
            keep_error("JPEG 2000 components deeper than 16 bits are not supported", m);
            return 0;
        }
    }
    if (image->color_space == OPJ_CLRSPC_SYCC || image->color_space == OPJ_CLRSPC_CMYK || image->color_space == OPJ_CLRSPC_EYCC) {
        keep_error("JPEG 2000 images in YCC or CMYK are not supported", m);
        return 0;
    }
    return 1;
}

int lk_jp2_decode(const uint8_t *data, size_t length, uint32_t *pixels, size_t stride, int width, int height,
                  char *message, size_t message_size) {
    if (message && message_size) message[0] = 0;
    message_t m = {message, message_size};
    buffer_t b = {(uint8_t *)data, length, length, 0, 0};
    opj_stream_t *stream;
    opj_image_t *image;
    opj_codec_t *codec = open_decoder(&b, &stream, &image, &m);
    if (!codec) return 1;
    int result = 0;
    if ((int)(image->x1 - image->x0) != width || (int)(image->y1 - image->y0) != height) {
        keep_error("the JPEG 2000 size does not match", &m);
        result = 1;
    } else if (!opj_decode(codec, stream, image) || !opj_end_decompress(codec, stream)) {
        keep_error("the JPEG 2000 data cannot be decoded", &m);
        result = b.position >= b.length ? 2 : 1;
    } else if (!check_components(image, width, height, &m)) {
        result = 1;
    } else {
        OPJ_UINT32 n = image->numcomps;
        int color = n >= 3, alpha = n == 2 || n == 4;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                size_t i = (size_t)y * width + x;
                uint32_t r = sample(&image->comps[0], i);
                uint32_t g = color ? sample(&image->comps[1], i) : r, bl = color ? sample(&image->comps[2], i) : r;
                uint32_t a = alpha ? sample(&image->comps[n - 1], i) : 255;
                r = (r * a + 127) / 255; g = (g * a + 127) / 255; bl = (bl * a + 127) / 255;
                pixels[(size_t)y * stride + x] = a << 24 | r << 16 | g << 8 | bl;
            }
        }
    }
    opj_image_destroy(image);
    opj_stream_destroy(stream);
    opj_destroy_codec(codec);
    return result;
}

int lk_jp2_encode(const uint32_t *pixels, size_t stride, int width, int height, float ratio, uint8_t **out,
                  size_t *out_length, char *message, size_t message_size) {
    if (message && message_size) message[0] = 0;
    message_t m = {message, message_size};
    if (width < 1 || height < 1 || !(ratio >= 0)) { keep_error("invalid size or ratio", &m); return 1; }
    opj_image_cmptparm_t parts[4];
    memset(parts, 0, sizeof parts);
    for (int i = 0; i < 4; i++) {
        parts[i].dx = parts[i].dy = 1;
        parts[i].w = (OPJ_UINT32)width;
        parts[i].h = (OPJ_UINT32)height;
        parts[i].prec = 8;
        parts[i].sgnd = 0;
    }
    opj_image_t *image = opj_image_create(4, parts, OPJ_CLRSPC_SRGB);
    if (!image) { keep_error("out of memory", &m); return 1; }
    image->x1 = (OPJ_UINT32)width;
    image->y1 = (OPJ_UINT32)height;
    image->comps[3].alpha = 1;
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            uint32_t p = pixels[(size_t)y * stride + x], a = p >> 24;
            size_t i = (size_t)y * width + x;
            for (int c = 0; c < 3; c++) {
                uint32_t v = p >> (16 - 8 * c) & 0xFF;
                image->comps[c].data[i] = a ? (int32_t)((v * 255 + a / 2) / a > 255 ? 255 : (v * 255 + a / 2) / a) : 0;
            }
            image->comps[3].data[i] = (int32_t)a;
        }
    }
    opj_cparameters_t params;
    opj_set_default_encoder_parameters(&params);
    params.tcp_numlayers = 1;
    params.tcp_rates[0] = ratio;
    params.cp_disto_alloc = 1;
    params.irreversible = ratio > 0 ? 1 : 0;
    params.tcp_mct = 1;
    // Each resolution level halves the image: no more levels than the smaller side allows.
    int levels = 1;
    while (levels < 6 && ((width < height ? width : height) >> levels) >= 1) levels++;
    params.numresolution = levels;
    opj_codec_t *codec = opj_create_compress(OPJ_CODEC_JP2);
    opj_set_error_handler(codec, keep_error, &m);
    opj_set_warning_handler(codec, ignore, NULL);
    opj_set_info_handler(codec, ignore, NULL);
    buffer_t b = {NULL, 0, 0, 0, 1};
    opj_stream_t *stream = make_stream(&b, 0);
    int ok = stream && opj_setup_encoder(codec, &params, image) && opj_start_compress(codec, image, stream)
             && opj_encode(codec, stream) && opj_end_compress(codec, stream);
    if (stream) opj_stream_destroy(stream);
    opj_destroy_codec(codec);
    opj_image_destroy(image);
    if (!ok) {
        keep_error("the JPEG 2000 encoder failed", &m);
        free(b.bytes);
        return 1;
    }
    *out = b.bytes;
    *out_length = b.length;
    return 0;
}

void lk_jp2_free(uint8_t *buffer) { free(buffer); }
