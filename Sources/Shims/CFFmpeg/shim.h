// FFmpeg 5.1 from Debian 12's libavformat-dev, libavcodec-dev, libswscale-dev and
// libavutil-dev (linked by name: their pkg-config files add -pthread, which SwiftPM refuses), plus the error codes FFmpeg defines as macros,
// which Swift cannot import.
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <errno.h>

/// FFmpeg's "try again" (AVERROR(EAGAIN)): the codec needs input before it can give output.
static inline int lk_averror_again(void) { return AVERROR(EAGAIN); }
/// FFmpeg's end of stream (AVERROR_EOF).
static inline int lk_averror_eof(void) { return AVERROR_EOF; }
