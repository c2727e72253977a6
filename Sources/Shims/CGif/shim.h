// giflib 5 from Debian's libgif-dev, for `layerdemos --record FILE.gif`: encoding, decoding
// (tests), and its median-cut colour quantizer.
#include <gif_lib.h>
