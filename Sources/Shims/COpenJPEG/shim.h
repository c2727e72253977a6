// OpenJPEG 2.5 from Debian's libopenjp2-7-dev, for JPEG 2000 images (14.7a). Its header lives
// in openjpeg-2.5/, which pkg-config's `libopenjp2` adds to the include path.
#include <openjpeg.h>
