import Foundation
import LayerKitTestSupport

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
