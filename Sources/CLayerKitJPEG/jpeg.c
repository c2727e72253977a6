int lk_jpeg_placeholder(void) { return 0; }
