int lk_jpeg_placeholder(void);
