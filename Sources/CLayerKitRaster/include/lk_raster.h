int lk_raster_placeholder(void);
