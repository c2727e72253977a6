// Chipmunk2D 7 from Debian's libchipmunk-dev, which ships no pkg-config file: the header
// lives in /usr/include/chipmunk/ and the library is linked by name (module.modulemap).
#include <chipmunk/chipmunk.h>
