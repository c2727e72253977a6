import Foundation

/// A running `layerdemos`, the binary built next to the test bundle.
final class LayerDemosProcess {
    /// `layerdemos` in the build directory that holds this test bundle.
    static var binary: String? {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
        // The bundle may be a directory (…/LayerKitPackageTests.xctest/…) on some layouts.
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("layerdemos").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir.deleteLastPathComponent()
        }
        return nil
    }

    let process = Process()
    private let out = Pipe()
    private let err = Pipe()
    private var outData = Data()
    private var errData = Data()
    private let lock = NSLock()

    /// Starts `layerdemos arguments` with `environment` added to a minimal environment
    /// (`display` nil: no DISPLAY at all).
    init(_ arguments: [String], display: String?, environment: [String: String] = [:]) throws {
        guard let binary = Self.binary else {
            throw E2EError("layerdemos was not found next to the test bundle; build it (swift build) first")
        }
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var env = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        if let display { env["DISPLAY"] = display }
        for (k, v) in environment { env[k] = v }
        process.environment = env
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] h in self?.append(h.availableData, toErr: false) }
        err.fileHandleForReading.readabilityHandler = { [weak self] h in self?.append(h.availableData, toErr: true) }
        try process.run()
    }

    private func append(_ d: Data, toErr: Bool) {
        lock.lock(); defer { lock.unlock() }
        if toErr { errData.append(d) } else { outData.append(d) }
    }

    var pid: Int32 { process.processIdentifier }

    /// Standard output so far.
    var standardOutput: String {
        lock.lock(); defer { lock.unlock() }
        return String(decoding: outData, as: UTF8.self)
    }

    /// Standard error so far.
    var standardError: String {
        lock.lock(); defer { lock.unlock() }
        return String(decoding: errData, as: UTF8.self)
    }

    /// Waits up to `seconds` for the process to end; returns its status, or nil if it still runs.
    func wait(seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { return nil }
        process.waitUntilExit()
        usleep(50_000)  // let the pipes drain
        return process.terminationStatus
    }

    /// Ends the process if it still runs.
    func kill9() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit {
        kill9()
        out.fileHandleForReading.readabilityHandler = nil
        err.fileHandleForReading.readabilityHandler = nil
    }
}

/// Runs a tool to completion and returns its standard output.
@discardableResult
func runTool(_ tool: String, _ arguments: [String], display: String? = nil) throws -> String {
    guard let path = Xvfb.which(tool) else { throw E2EError("\(tool) is not installed") }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    if let display { env["DISPLAY"] = display }
    p.environment = env
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = FileHandle.nullDevice
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// The shared-memory segments whose creator is `pid`: (shmid, permissions octal string).
func sharedMemorySegments(createdBy pid: Int32) throws -> [(id: String, perms: String)] {
    let creators = try runTool("ipcs", ["-m", "-p"])
    let ids = creators.split(separator: "\n").compactMap { line -> String? in
        let f = line.split(separator: " ", omittingEmptySubsequences: true)
        return f.count >= 4 && f[2] == "\(pid)" ? String(f[0]) : nil
    }
    let table = try runTool("ipcs", ["-m"])
    return ids.map { id in
        let perms = table.split(separator: "\n").compactMap { line -> String? in
            let f = line.split(separator: " ", omittingEmptySubsequences: true)
            return f.count >= 4 && f[1] == id ? String(f[3]) : nil
        }.first ?? "?"
        return (id, perms)
    }
}
