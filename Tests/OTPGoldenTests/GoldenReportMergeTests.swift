import Foundation
import OTPGolden
import Testing

/// report.json read back whole, and shard reports merged into one, every way the reports
/// can disagree named.
@Suite struct GoldenReportMergeTests {
    /// ``ReportTests/sampleReport()`` with times in whole milliseconds (as report.json keeps
    /// them), an animation, an audit, a warning, a stale golden and a shard.
    static func fullReport() throws -> GoldenReport {
        var (report, _) = try ReportTests.sampleReport()
        for index in report.entries.indices { report.entries[index].seconds = Double(index) / 1000 }
        report.seconds = 1.234
        report.animations = [GoldenAnimation(name: "animations/a@1x", frames: ["animations/a@1x/frame-0001"],
                                             actual: "R/artifacts/animations/a@1x.actual.apng")]
        report.audits = [GoldenAudit(name: "boxed/b", specPath: "boxed/b.json", level: "AA", summary: "3 checks at AA: 2 pass, 1 fail",
                                     failures: ["text contrast 2.1:1 < 4.5:1"])]
        report.warnings = [GoldenWarning(name: "boxed/d", specPath: "boxed/d.json", lines: ["title \"Enter\" is clipped"])]
        report.stale = ["G/old@2x.png"]
        report.shard = GoldenReport.Shard(index: 2, count: 3)
        return report
    }

    @Test func aReportReadsBackFromItsJSON() throws {
        let report = try Self.fullReport()
        let read = try GoldenReport(json: JSONReport.json(report), path: "r.json")
        #expect(read == report)
        #expect(read.entries[1].comparison == report.entries[1].comparison && read.entries[1].comparison != nil)
    }

    /// The accept command is written only when there are failures to accept; one read
    /// from a report with none is dropped, so the report reads back the same.
    @Test func aPassingReportsAcceptCommandIsNotKept() throws {
        let text = #"{"acceptCommand": "p", "goldens": [], "seconds": 1, "title": ""}"#
        let report = try GoldenReport(json: Array(text.utf8), path: "r.json")
        #expect(report.acceptCommand == nil)
        #expect(try GoldenReport(json: JSONReport.json(report), path: "r.json") == report)
    }

    @Test func aFileThatIsNotAReportNamesTheKeyPath() throws {
        let valid = try JSONSerialization.jsonObject(with: Data(JSONReport.json(Self.fullReport()))) as? [String: Any] ?? [:]
        func problem(_ change: (inout [String: Any]) -> Void) throws -> String {
            var object = valid
            change(&object)
            let bytes = [UInt8](try JSONSerialization.data(withJSONObject: object))
            do {
                _ = try GoldenReport(json: bytes, path: "s/report.json")
                return "read"
            } catch {
                return error.description
            }
        }
        func settingEntry(_ index: Int, _ key: String, _ value: Any) -> (inout [String: Any]) -> Void {
            { object in
                var goldens = object["goldens"] as? [[String: Any]] ?? []
                goldens[index][key] = value
                object["goldens"] = goldens
            }
        }
        #expect(try problem { $0["goldens"] = "none" } == #"s/report.json: not a goldens report: goldens: "none"; an array of objects"#)
        #expect(try problem(settingEntry(1, "status", "bogus"))
                == #"s/report.json: not a goldens report: goldens[1].status: "bogus"; passed, recorded, failed or error"#)
        #expect(try problem(settingEntry(1, "comparison", ["verdict": "different"]))
                == "s/report.json: not a goldens report: goldens[1].comparison.method: missing; a string")
        #expect(try problem { $0["shard"] = ["index": 4, "count": 3] } == "s/report.json: not a goldens report: shard.index: 4 of 3 shards")
        #expect(try problem { $0.removeValue(forKey: "title") } == "s/report.json: not a goldens report: title: missing; a string")
        #expect(throws: GoldenReportError.invalid(path: "x", keyPath: "(the file)", problem: "not an object")) {
            try GoldenReport(json: Array("[]".utf8), path: "x")
        }
    }

    /// `whole`'s entries split over `count` shards, every `count`-th in each.
    func shards(_ count: Int, of whole: GoldenReport) -> [(report: GoldenReport, file: String)] {
        (1...count).map { index in
            var report = whole
            report.entries = whole.entries.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
            report.seconds = Double(index)
            report.shard = GoldenReport.Shard(index: index, count: count)
            return (report, "s\(index)/report.json")
        }
    }

    @Test func shardsMergeIntoTheWholeRunsEntriesInNameOrder() throws {
        let whole = try Self.fullReport()
        let merged = try GoldenReportMerge.merge(shards(3, of: whole).reversed())
        #expect(merged.entries.map(\.name) == ["boxed/b@2x", "boxed/d@2x", "boxed/m@2x", "grid/r@2x", "top"])
        #expect(merged.entries == whole.entries)
        #expect(merged.seconds == 3 && merged.shard == nil && merged.exitCode == 64)
        #expect(merged.acceptCommand == "otp-render goldens record Goldens --update changed")
    }

    @Test func everyWayTheShardsDisagreeIsNamed() throws {
        let whole = try Self.fullReport()
        let three = shards(3, of: whole)
        #expect(throws: GoldenReportError.none) { try GoldenReportMerge.merge([]) }
        #expect(throws: GoldenReportError.missingShards(["1/3", "3/3"])) { try GoldenReportMerge.merge([three[1]]) }
        #expect(GoldenReportError.missingShards(["1/3", "3/3"]).description
                == "shards 1/3, 3/3 are missing: give every shard's report (a shard that checked nothing still writes one)")
        #expect(throws: GoldenReportError.shardTwice(shard: "2/3", first: "s2/report.json", second: "s2/report.json")) {
            try GoldenReportMerge.merge([three[1], three[1]])
        }
        var other = shards(2, of: whole)[0]
        other.file = "t1/report.json"
        #expect(throws: GoldenReportError.mixedShardCounts(first: "s1/report.json", firstShard: "1/3", second: "t1/report.json",
                                                            secondShard: "1/2")) {
            try GoldenReportMerge.merge([three[0], other])
        }
        var notAShard = three[0]
        notAShard.report.shard = nil
        #expect(throws: GoldenReportError.notAShard(path: "s1/report.json")) { try GoldenReportMerge.merge([notAShard]) }
        var overlapping = three[2]
        overlapping.report.entries.append(three[0].report.entries[0])
        #expect(throws: GoldenReportError.reportedTwice(name: "boxed/b@2x", first: "s1/report.json", second: "s3/report.json")) {
            try GoldenReportMerge.merge(three.prefix(2) + [overlapping])
        }
    }

    @Test func artifactsMoveToTheMergedFolder() throws {
        let whole = try Self.fullReport()
        let report = whole.movingArtifacts(from: "R", to: "merged")
        #expect(report.animations[0].actual == "merged/artifacts/animations/a@1x.actual.apng")
        #expect(whole.movingArtifacts(from: "nowhere", to: "merged") == whole, "paths outside the folder stay")
        let folder = try #require(whole.entries[1].artifacts?.actual.split(separator: "/artifacts/").first.map(String.init))
        let entry = whole.movingArtifacts(from: folder, to: "merged").entries[1]
        #expect(entry.artifacts?.actual == "merged/artifacts/boxed/d@2x.actual.png")
        #expect(entry.artifacts?.paths.allSatisfy { $0.hasPrefix("merged/artifacts/boxed/d@2x.") } == true)
    }
}
