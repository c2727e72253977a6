// LayerKitVideo: a video layer (`AVPlayerLayer`) and its player (`AVPlayer`, `AVPlayerItem`,
// `CMTime`) with Apple's names, decoding with FFmpeg's libavformat and libavcodec on a
// background thread; and `VideoFileWriter`, which encodes images into an MPEG-4 file (the
// demos make their clip with it). Not part of `LayerKit` (on Apple it is AVFoundation); the
// demos import it.
//
// In:   a file URL; play, pause, rate and seek from the app at the media time of the call
//       (`CACurrentMediaTime()`, on the app side only).
// Out:  for each player layer, at each commit, the player's timebase (media time to item
//       time) and its frame source in the layer's values; on the render side the layer's
//       content (`RenderContent`) draws the decoded frame for the item time at the frame's
//       local time, laid out by `videoGravity`, and asks for the next frame while playing.
// Never: reads a clock below the app side (frames are chosen from the render side's time,
//        so a headless run or a test gets the same frame for the same time); decodes on the
//        render thread except to wait for a frame the decoder thread has not reached; crashes
//        or draws garbage on a missing or corrupt file (the item fails with a clear error and
//        the layer stays empty).
