int lk_raster_placeholder(void) { return 0; }
