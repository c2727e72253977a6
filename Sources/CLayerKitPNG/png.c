#include "lk_png.h"
#include <stdio.h>
#include <string.h>
#include <zlib.h>

static unsigned long be32(const unsigned char *p) {
    return ((unsigned long)p[0] << 24) | ((unsigned long)p[1] << 16) | ((unsigned long)p[2] << 8) | p[3];
}

int lk_png_check_chunks(const unsigned char *data, size_t length, char *message, size_t capacity) {
    size_t offset = 8;  /* after the signature */
    while (offset + 12 <= length) {
        unsigned long size = be32(data + offset);
        const unsigned char *type = data + offset + 4;
        char name[5] = {0};
        memcpy(name, type, 4);
        for (int i = 0; i < 4; i++) if (name[i] < 32 || name[i] > 126) name[i] = '?';
        if (size > length - offset - 12) {
            snprintf(message, capacity, "the %s chunk at byte %zu is cut short", name, offset);
            return 1;
        }
        unsigned long stored = be32(data + offset + 8 + size);
        unsigned long computed = crc32(crc32(0L, Z_NULL, 0), type, (uInt)(size + 4));
        if (stored != computed) {
            snprintf(message, capacity, "the %s chunk at byte %zu has a damaged CRC", name, offset);
            return 1;
        }
        offset += 12 + size;
        if (memcmp(type, "IEND", 4) == 0) return 0;
    }
    snprintf(message, capacity, "the PNG ends before its IEND chunk");
    return 1;
}
