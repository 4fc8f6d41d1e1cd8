// libFuzzer target `manifest`: the figures-manifest reader (`boardgen build`'s figures.json)
// and what a manifest that reads makes: every figure's file names and its snippets.
// Built and run by scripts/fuzz.sh; see DEVELOPERS.md.
//
// The harness itself never traps on input the library refuses: every call that can fail is a
// `try`, caught, and it only reads results — except for the promises a manifest that reads
// makes: its file names are safe names in one folder, and its snippets are one line per alt.
import BoardRender

@_cdecl("LLVMFuzzerTestOneInput")
public func boardgenManifestFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let manifest = try FigureManifest.read(SourceFile(name: "fuzz.json", text: text))
        for figure in manifest.figures {
            if !Figure.isSafeName(figure.name) { fatalError("a manifest that reads has an unsafe name: \(figure.name.debugDescription)") }
            for output in figure.outputs where output.fileName.contains("/") || output.fileName.hasPrefix(".") {
                fatalError("a figure writes outside its folder: \(output.fileName.debugDescription)")
            }
            let snippet = FigureSnippets.markdown(figure, folder: manifest.output, size: Size(10, 10), alt: figure.alt ?? "alt")
            if let alt = figure.alt, alt.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0.value == 0 }) {
                fatalError("a manifest that reads has an alt text of several lines: \(alt.debugDescription)")
            }
            _ = snippet
        }
    } catch {
        // Reports stay bounded whatever the input.
        if error.diagnostics.count > BoardFileError.maximumDiagnostics { fatalError("unbounded diagnostics") }
        _ = error.lines(prefix: "boardgen: error: ")
    }
    return 0
}
