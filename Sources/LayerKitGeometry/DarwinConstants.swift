// The C constants of Darwin's <math.h> that Apple code uses with Core Animation, which Glibc's
// Swift overlay does not bring: `repeatCount = HUGE` and `= MAXFLOAT` repeat (almost) forever.

/// The largest finite `Float`, 0x1.fffffep+127 (about 3.4e38), as Darwin's `<math.h>`
/// defines `MAXFLOAT` and Swift imports it: a `Float`, so `repeatCount = MAXFLOAT` compiles.
public var MAXFLOAT: Float { .greatestFiniteMagnitude }

/// Darwin's `HUGE`: `#define HUGE MAXFLOAT` in `<math.h>`, so a `Float` equal to
/// `Float.greatestFiniteMagnitude` (not infinity). Apple documents `repeatCount =
/// greatestFiniteMagnitude` as "repeat forever"; Core Animation code spells it `HUGE`.
public var HUGE: Float { MAXFLOAT }
