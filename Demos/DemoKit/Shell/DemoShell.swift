import Foundation

/// The `layerdemos` window: one demo at a time in the book's harness (a light-gray root view
/// filling the window between its chapter, title and hint above and its controls below, with
/// the demo's stage centred in it). Keys: ←/→ previous/next example, ↑/↓ (or Page Up/Down) previous/next chapter,
/// Space pauses and resumes time, S toggles slow animations (x10), Z switches 1x/2x (the window
/// is opened again at the other scale: see `requestedScale`), Q or Esc quits, L (or the Source
/// button) shows the demo's Swift source beside it (`SourcePanel`), I opens
/// the inspector (`LayerInspector`, which sees keys and clicks before the demo while open). A
/// demo sees the other keys first (`DemoEnvironment.onKey`). The window's own keys come before
/// all of these: T the timeline (and while it is shown Space, `,`, `.`, 1–4), R recording to
/// `layerdemos-<example>-<n>.png` in the current directory, F1–F7 the debug tools.
public final class DemoShell {
    /// The demos shown.
    public let catalog: DemoCatalog
    /// The position of the demo shown.
    public private(set) var index: Int
    /// The window.
    public let window: LayerWindow
    /// The inspector (I): a panel at the window's right edge, the window widened for it.
    package let inspector: LayerInspector
    /// The demo's source (L): a panel left of the inspector's place, the window widened for it.
    package let sourcePanel = SourcePanel()
    /// Whether the source panel is shown.
    package private(set) var isSourceOpen = false
    /// Made with its size (a zero-width button's title would get a null frame before layout).
    private let sourceButton = Button(title: "Source", frame: CGRect(x: 0, y: 0, width: 80, height: 30))
    /// The window's scale, pixels per point.
    public let scale: CGFloat
    /// The scale the viewer asked for with Z (1x or 2x, the other one); the window then
    /// closes so that its opener can open it again at that scale on the same demo.
    public private(set) var requestedScale: CGFloat?

    private let chrome: ShellChrome
    private let layout = ShellLayout()
    private var container: CALayer?
    private var environment: DemoEnvironment?
    private var isPaused = false
    private var isSlow = false
    private var lastMessage = ""
    /// The window's width before the inspector widened it, points.
    private var widthWithoutInspector: CGFloat = 0

    /// The window size the shell opens with, points: 640 wide, and tall enough for the
    /// tallest stage of the catalog (6.13's 500 points) between the bars, with a margin.
    public static let defaultSize = CGSize(width: 640, height: ShellChrome.headerHeight + 512 + ShellChrome.footerHeight)

    /// Opens the window on the demo at `index` of `catalog`. Throws `LayerHostError` when no
    /// window can be opened (no display, unsupported visual).
    public init(catalog: DemoCatalog, index: Int, scale: CGFloat = 1, size: CGSize = DemoShell.defaultSize) throws {
        precondition(!catalog.demos.isEmpty, "DemoShell needs at least one demo")
        self.catalog = catalog
        self.index = max(0, min(index, catalog.demos.count - 1))
        self.scale = scale
        window = try LayerWindow(title: "layerdemos", size: size, scale: scale)
        inspector = LayerInspector(scene: window.scene)
        var next: () -> Void = {}, previous: () -> Void = {}, nextChapter: () -> Void = {}, previousChapter: () -> Void = {}
        // On Wayland the compositor's scale is the window's, whatever was asked for.
        chrome = ShellChrome(scale: window.scene.scale, previousChapter: { previousChapter() }, previous: { previous() },
                             next: { next() }, nextChapter: { nextChapter() })
        next = { [unowned self] in self.step(1) }
        previous = { [unowned self] in self.step(-1) }
        nextChapter = { [unowned self] in self.show(self.catalog.chapterStart(from: self.index, forward: true)) }
        previousChapter = { [unowned self] in self.show(self.catalog.chapterStart(from: self.index, forward: false)) }
        let root = window.rootLayer
        root.backgroundColor = DemoContainer.gray
        root.addSublayer(chrome.header)
        root.addSublayer(chrome.footer)
        sourceButton.name = "source"
        sourceButton.textScale = window.scene.scale
        sourceButton.action = { [unowned self] in self.toggleSource() }
        chrome.footer.addSublayer(sourceButton)
        sourcePanel.setTextScale(window.scene.scale)
        layout.shell = self
        root.delegate = layout
        window.scene.pointerHandler = { [unowned self] event, hit in self.pointer(event, hit: hit) }
        window.scene.keyHandler = { [unowned self] key in self.handle(key) }
        // A new output scale (Wayland): the chrome's text and the demo are drawn again for it.
        window.scene.scaleHandler = { [unowned self] scale in
            self.withoutActions {
                self.chrome.setTextScale(scale)
                self.sourceButton.textScale = scale
                self.sourcePanel.setTextScale(scale)
            }
            self.show(self.index)
        }
        inspector.onToggle = { [unowned self] open in self.makeRoom(forInspector: open) }
        MediaClock.rate = 1
        show(self.index)
        // R records the window into the current directory, named after the demo shown.
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        window.recording.recorder = WindowAPNGRecorder(directory: directory) { [unowned self] in
            "layerdemos-\(self.catalog.demos[self.index].id)"
        }
    }

    /// Runs until the window is closed or the viewer quits; returns why it ended.
    @discardableResult
    public func run() -> LayerWindow.Ending {
        let ending = window.run()
        environment?.tearDown()
        MediaClock.rate = 1
        return ending
    }

    /// Shows the demo at `index` (clamped), tearing the previous one down.
    public func show(_ newIndex: Int) {
        environment?.tearDown()
        container?.removeFromSuperlayer()
        index = max(0, min(newIndex, catalog.demos.count - 1))
        let demo = catalog.demos[index]
        let c = DemoContainer.make(for: demo)
        window.rootLayer.insertSublayer(c, at: 0)
        let env = DemoEnvironment(container: c, scene: window.scene, isHeadless: false, realTime: HostClock.monotonic) { [weak self] message in
            print("[\(demo.id)] \(message)")
            self?.lastMessage = message
            self?.updateStatus()
        }
        container = c
        environment = env
        inspector.inspect(c)
        // The timeline labels media time from the moment the demo is built, as `--time` does.
        window.timeline.origin = CACurrentMediaTime()
        lastMessage = ""
        withoutActions {
            chrome.show(demo, position: index, count: catalog.demos.count)
            updateStatus()
        }
        if isSourceOpen { withoutActions { sourcePanel.show(demo: demo.id) } }
        window.title = "layerdemos — \(demo.id) \(demo.title)"
        window.rootLayer.setNeedsLayout()
        demo.build(in: c, environment: env)
    }

    /// A pointer event for the demo; a press clears the status line's last message first, so
    /// what the line shows is the answer to this press (or nothing, when the press hit nothing
    /// the demo answers).
    private func pointer(_ event: PointerEvent, hit: CALayer?) {
        if isSourceOpen, sourcePanel.layer.frame.contains(event.location) {
            // The panel's: the wheel scrolls it; clicks on it are not the demo's.
            if event.phase == .scroll, event.scrollDelta.height != 0 {
                withoutActions { sourcePanel.scroll(by: event.scrollDelta.height > 0 ? 3 : -3) }
            }
            return
        }
        if event.phase == .down, !lastMessage.isEmpty {
            lastMessage = ""
            withoutActions { updateStatus() }
        }
        environment?.deliver(event, hit: hit)
    }

    /// Moves `delta` demos on, wrapping around the catalog.
    func step(_ delta: Int) {
        let n = catalog.demos.count
        show(((index + delta) % n + n) % n)
    }

    /// The shell's keys, after the demo had its chance.
    private func handle(_ key: KeyEvent) -> Bool {
        if environment?.deliver(key) == true { return true }
        switch key.key {
        case .right, .character("n"): step(1)
        case .left, .character("p"): step(-1)
        case .down, .pageDown, .character("]"): show(catalog.chapterStart(from: index, forward: true))
        case .up, .pageUp, .character("["): show(catalog.chapterStart(from: index, forward: false))
        case .space: isPaused.toggle(); applyRate()
        case .character("s"), .character("S"): isSlow.toggle(); applyRate()
        case .character("q"), .character("Q"), .escape: window.quit()
        case .character("l"), .character("L"): toggleSource()
        case .character("z"), .character("Z"):
            requestedScale = Self.otherScale(scale)
            window.quit()
        default: return false
        }
        return true
    }

    /// The scale Z switches to from `scale`: 1x from 2x or more, else 2x.
    public static func otherScale(_ scale: CGFloat) -> CGFloat { scale >= 2 ? 1 : 2 }

    private func applyRate() {
        MediaClock.rate = isPaused ? 0 : (isSlow ? 0.1 : 1)
        withoutActions { updateStatus() }
    }

    private func updateStatus() {
        var parts: [String] = []
        if isPaused { parts.append("paused") }
        if isSlow { parts.append("slow ×10") }
        if !lastMessage.isEmpty { parts.append(lastMessage) }
        chrome.status.text = parts.joined(separator: "  ·  ")
    }

    /// Lays the window out: bars at the top and bottom, and the demo's root view filling the
    /// area between them, with its `contentSize` stage (its points (0, 0) to `contentSize`)
    /// centred there: a demo lays out and draws as in a `contentSize` view, and every point
    /// of the area, beyond the stage too, is the demo's (its pointer events and background).
    fileprivate func layoutRoot(_ root: CALayer) {
        withoutActions {
            let full = root.bounds.size
            let panel = inspector.isOpen ? min(full.width, InspectorPanel.width) : 0
            let source = isSourceOpen ? min(full.width - panel, SourcePanel.width) : 0
            let size = CGSize(width: full.width - panel - source, height: full.height)
            inspector.panelFrame = CGRect(x: size.width + source, y: 0, width: panel, height: full.height)
            if isSourceOpen { sourcePanel.layout(in: CGRect(x: size.width, y: 0, width: source, height: full.height)) }
            chrome.layout(in: size)
            sourceButton.frame = chrome.footer.convert(Self.sourceButtonFrame(windowSize: size), from: nil)
            guard let c = container else { return }
            let area = Self.contentArea(windowSize: size)
            let content = catalog.demos[index].contentSize
            let stage = Self.containerFrame(contentSize: content, windowSize: size)
            let k = Self.stageScale(contentSize: content, windowSize: size)
            // Scaled down when the stage does not fit: the root view's points still fill the area.
            c.transform = k == 1 ? CATransform3DIdentity : CATransform3DMakeScale(k, k, 1)
            c.bounds = CGRect(x: (area.minX - stage.minX) / k, y: (area.minY - stage.minY) / k,
                              width: area.width / k, height: area.height / k)
            c.position = CGPoint(x: area.midX, y: area.midY)
        }
    }

    /// How much a stage of `contentSize` points is scaled to fit the content area of a window
    /// of `windowSize` points: 1 when it fits, else the largest scale that fits it whole.
    public static func stageScale(contentSize: CGSize, windowSize: CGSize) -> CGFloat {
        let area = contentArea(windowSize: windowSize)
        guard contentSize.width > 0, contentSize.height > 0 else { return 1 }
        return min(1, area.width / contentSize.width, area.height / contentSize.height)
    }

    /// The area a demo's root view fills in a window of `windowSize` (points): the whole width,
    /// between the title bar (96 points) and the control bar (84 points).
    public static func contentArea(windowSize: CGSize) -> CGRect {
        let top = ShellChrome.headerHeight
        return CGRect(x: 0, y: top, width: max(0, windowSize.width),
                      height: max(0, windowSize.height - top - ShellChrome.footerHeight))
    }

    /// Where the stage of a demo of `contentSize` (its root view's points (0, 0) to
    /// `contentSize`, what a headless frame shows) sits in a window of `windowSize` (points):
    /// centred in the content area, on whole points, scaled by `stageScale` when it does not fit.
    public static func containerFrame(contentSize: CGSize, windowSize: CGSize) -> CGRect {
        let area = contentArea(windowSize: windowSize)
        let k = stageScale(contentSize: contentSize, windowSize: windowSize)
        let size = CGSize(width: contentSize.width * k, height: contentSize.height * k)
        return CGRect(x: ((windowSize.width - size.width) / 2).rounded(),
                      y: (area.minY + (area.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// The status line's frame in a window of `windowSize` points.
    public static func statusFrame(windowSize: CGSize) -> CGRect { ShellChrome.statusFrame(windowSize: windowSize) }

    /// The frames of the four navigation buttons (previous chapter, previous example, next
    /// example, next chapter) in a window of `windowSize` points.
    public static func navigationButtonFrames(windowSize: CGSize) -> [CGRect] {
        ShellChrome.buttonFrames(windowSize: windowSize)
    }

    /// The Source button's frame in a window of `windowSize` points: right of the navigation buttons.
    public static func sourceButtonFrame(windowSize: CGSize) -> CGRect {
        let last = ShellChrome.buttonFrames(windowSize: windowSize)[3]
        return CGRect(x: last.maxX + 8, y: last.minY, width: 80, height: last.height)
    }

    /// Shows or hides the source panel, widening the window by its width (narrowing it back),
    /// so the demo keeps its place; a window manager that refuses leaves the panel the room
    /// taken from the demo's area.
    package func toggleSource() {
        isSourceOpen.toggle()
        let root = window.rootLayer
        withoutActions {
            if isSourceOpen {
                sourcePanel.show(demo: catalog.demos[index].id)
                root.addSublayer(sourcePanel.layer)
            } else {
                sourcePanel.layer.removeFromSuperlayer()
            }
        }
        let size = window.scene.size
        let width = size.width + (isSourceOpen ? SourcePanel.width : -SourcePanel.width)
        window.requestSize(CGSize(width: max(width, 1), height: size.height))
        root.setNeedsLayout()
    }

    /// Widens the window by the inspector's panel when it opens (narrows it when it closes) so
    /// the demo keeps its place; the panel takes the right edge of whatever size results.
    private func makeRoom(forInspector open: Bool) {
        let size = window.scene.size
        if open { widthWithoutInspector = size.width }
        let width = open ? size.width + InspectorPanel.width : widthWithoutInspector
        window.requestSize(CGSize(width: width, height: size.height))
        window.rootLayer.setNeedsLayout()
    }

    private func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}

/// The root layer's delegate: lays the shell out whenever the root is laid out (window resize).
private final class ShellLayout: NSObject, CALayerDelegate {
    weak var shell: DemoShell?
    func layoutSublayers(of layer: CALayer) { shell?.layoutRoot(layer) }
}
