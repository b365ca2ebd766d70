import Foundation
import Testing
import OTPFiles

/// The environment, the working folder and the processor count, as Foundation reports them.
@Suite struct ProcessEnvironmentTests {
    @Test func theVariablesAreFoundationsOwn() {
        #expect(ProcessEnvironment.variables == ProcessInfo.processInfo.environment)
    }

    @Test func theWorkingFolderIsFoundationsOwn() {
        #expect(ProcessEnvironment.workingFolder == FileManager.default.currentDirectoryPath)
    }

    @Test func theProcessorCountIsFoundationsOwn() {
        #expect(ProcessEnvironment.processorCount == ProcessInfo.processInfo.activeProcessorCount)
    }

    @Test func aCPUListCountsItsProcessors() {
        #expect(ProcessEnvironment.count(inList: "\t0-1") == 2)
        #expect(ProcessEnvironment.count(inList: "0-3,6,8-9") == 7)
        #expect(ProcessEnvironment.count(inList: "5") == 1)
        #expect(ProcessEnvironment.count(inList: "") == nil)
        #expect(ProcessEnvironment.count(inList: "3-1") == nil)
        #expect(ProcessEnvironment.count(inList: "0-x") == nil)
        #expect(ProcessEnvironment.count(inList: "0-1-2") == nil)
    }

    @Test func aQuotaIsRoundedUpToWholeProcessors() {
        #expect(ProcessEnvironment.quota(fromCPUMax: "200000 100000\n") == 2)
        #expect(ProcessEnvironment.quota(fromCPUMax: "150000 100000\n") == 2)
        #expect(ProcessEnvironment.quota(fromCPUMax: "50000 100000") == 1)
        #expect(ProcessEnvironment.quota(fromCPUMax: "max 100000\n") == nil)
        #expect(ProcessEnvironment.quota(fromCPUMax: "") == nil)
    }
}
