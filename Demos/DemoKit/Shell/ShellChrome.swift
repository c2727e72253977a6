/// The shell's own layers around the demo: a header with the chapter, the listing's title and
/// the hint, and a footer with navigation buttons, the key legend and a status line.
final class ShellChrome {
    /// The header: the chapter line, the title and up to two lines of hint.
    static let headerHeight: CGFloat = 96
    /// The footer: the buttons, the status line under them and the key legend.
    static let footerHeight: CGFloat = 84
    static let barGray = CGColor(gray: 0.86, alpha: 1)

    let header = CALayer()
    let footer = CALayer()
    let chapterLine: Label
    let titleLine: Label
    let hintLine: Label
    let status: Label
    let legend: Label
    let buttons: [Button]

    init(scale: CGFloat, previousChapter: @escaping () -> Void, previous: @escaping () -> Void,
         next: @escaping () -> Void, nextChapter: @escaping () -> Void) {
        chapterLine = Label(text: "", fontSize: 13)
        titleLine = Label(text: "", fontSize: 19)
        hintLine = Label(text: "", fontSize: 13)
        hintLine.isWrapped = true
        status = Label(text: "", fontSize: 13)
        legend = Label(text: "←/→ example   ↑/↓ chapter   Space pause   S slow ×10   I inspector   L source   Z 1x/2x   Q quit", fontSize: 11)
        chapterLine.textColor = CGColor(gray: 0.3, alpha: 1)
        hintLine.textColor = CGColor(red: 0.1, green: 0.25, blue: 0.55, alpha: 1)
        status.textColor = CGColor(red: 0.55, green: 0.15, blue: 0.1, alpha: 1)
        legend.textColor = CGColor(gray: 0.35, alpha: 1)
        buttons = [Button(title: "« Chapter", action: previousChapter), Button(title: "‹ Previous", action: previous),
                   Button(title: "Next ›", action: next), Button(title: "Chapter »", action: nextChapter)]
        buttons[0].name = "previous chapter"
        buttons[1].name = "previous example"
        buttons[2].name = "next example"
        buttons[3].name = "next chapter"
        for bar in [header, footer] {
            bar.backgroundColor = ShellChrome.barGray
            bar.zPosition = 1
        }
        for l in [chapterLine, titleLine, hintLine] { header.addSublayer(l) }
        for l in [status, legend] { footer.addSublayer(l) }
        for b in buttons { footer.addSublayer(b) }
        setTextScale(scale)
    }

    /// Draws the chrome's text at `scale` pixels per point (the window's scale).
    func setTextScale(_ scale: CGFloat) {
        for c in [chapterLine, titleLine, hintLine, status, legend] as [Control] + buttons { c.textScale = scale }
    }

    /// Shows `demo`'s chapter, title and hint, and its position in the catalog.
    func show(_ demo: Demo, position: Int, count: Int) {
        let chapterTitle = DemoCatalog.chapterTitle(demo.chapter)
        chapterLine.text = "Chapter \(demo.chapter)" + (chapterTitle.isEmpty ? "" : " — \(chapterTitle)")
            + "      example \(position + 1) of \(count)"
        titleLine.text = "\(demo.id)   \(demo.title)"
        hintLine.text = demo.hint
        fitTitle()
    }

    /// The title's font size: 19 points, or the largest down to 14 at which it fits its line.
    private func fitTitle() {
        titleLine.fontSize = 19
        while titleLine.isTruncated && titleLine.fontSize > 14 { titleLine.fontSize -= 1 }
    }

    /// The navigation buttons' frames in window points, left to right.
    static func buttonFrames(windowSize: CGSize) -> [CGRect] {
        let y = windowSize.height - footerHeight + 8
        return (0..<4).map { CGRect(x: 16 + CGFloat($0) * 108, y: y, width: 100, height: 30) }
    }

    /// Places the bars and their contents for a window `size` points large.
    func layout(in size: CGSize) {
        let w = size.width
        header.frame = CGRect(x: 0, y: 0, width: w, height: ShellChrome.headerHeight)
        footer.frame = CGRect(x: 0, y: size.height - ShellChrome.footerHeight, width: w, height: ShellChrome.footerHeight)
        chapterLine.frame = CGRect(x: 16, y: 6, width: w - 32, height: 20)
        titleLine.frame = CGRect(x: 16, y: 26, width: w - 32, height: 28)
        hintLine.frame = CGRect(x: 16, y: 56, width: w - 32, height: 36)
        let frames = Self.buttonFrames(windowSize: size)
        for (b, f) in zip(buttons, frames) { b.frame = footer.convert(f, from: nil) }
        status.frame = footer.convert(Self.statusFrame(windowSize: size), from: nil)
        legend.frame = CGRect(x: 16, y: 64, width: w - 32, height: 18)
        fitTitle()
    }

    /// The status line's frame in window points: one line of 13-point text the footer's width,
    /// under the buttons.
    static func statusFrame(windowSize: CGSize) -> CGRect {
        CGRect(x: 16, y: windowSize.height - footerHeight + 42, width: max(0, windowSize.width - 32), height: 20)
    }
}
