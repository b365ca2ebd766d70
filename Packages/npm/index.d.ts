/// <reference types="node" />

/** A spec: an object (its JSON), JSON text, or a spec file as a file URL or `{ path }`. */
export type Spec = Record<string, unknown> | string | URL | { path: string };
/** A PNG image: its bytes, or the path of its file. */
export type Image = Uint8Array | string;
export type Format = 'png' | 'svg' | 'pdf';
export type UpdateMode = 'none' | 'missing' | 'changed' | 'all';

export interface CompareOptions {
  /** Perceptual threshold, 0 to 1 (default 0.1). */
  threshold?: number;
  /** Compare every channel exactly instead. */
  exact?: boolean;
  maxDiffPixels?: number;
  maxDiffRatio?: number;
}

export interface CompareResult {
  passed: boolean;
  /** What `otp-render compare` would exit with: 0 match, 1 differ, 2 sizes differ. */
  exit: number;
  /** The fields of `otp-render compare --json`. */
  comparison: Record<string, unknown>;
  /** The diff image, when asked for. */
  diff: Buffer | null;
}

export interface ConformOptions {
  /** Device pixels per point of the screenshot, above 0 and at most 8; absent: found among 1, 1.5, 2, 2.625, 3 and 4. */
  scale?: number;
  /** A pixel of the screenshot the field covers, [x, y], to search only there. */
  at?: [number, number];
  /** Tolerances by group (`position`, `size`, `width`, `color`) or property (`cornerRadius`), in points or ΔE2000. */
  tolerances?: Record<string, number>;
}

/** One property off by more than its tolerance. */
export interface ConformDeviation {
  /** `cell[2]`, `cell` (every cell alike), `field`, `character[0]`, `caret`, `dot[1]`, ... */
  element: string;
  /** `width`, `borderColor`, `fontSize`, `presence`, ... */
  property: string;
  expected: number | string | boolean;
  actual: number | string | boolean;
  /** `pt` for lengths. */
  unit?: string;
  /** The CIEDE2000 difference, for colours. */
  deltaE?: number;
}

/** The fields of `otp-render conform --json`. */
export interface ConformReport {
  /** The field's top-left corner in the screenshot's pixels, the scale, and how alike it is (0…1). */
  found: { x: number; y: number; scale: number; score: number };
  conforms: boolean;
  deviations: ConformDeviation[];
  /** What was measured, in points from the field's top-left corner: cells, characters, caret, ... */
  measured: Record<string, unknown>;
}

export interface ConformResult {
  conforms: boolean;
  /** What `otp-render conform` would exit with: 0 conforms, 1 does not. */
  exit: number;
  report: ConformReport;
  /** The report's deviations. */
  deviations: ConformDeviation[];
  /** What `otp-render conform` prints: where the field was found, the verdict, a line per deviation. */
  lines: string[];
  /** The overlay's PNG, when asked for. */
  overlay: Buffer | null;
}

export declare const VERSION: string;

export declare class OTPRenderError extends Error {
  /** The command line's exit code for this failure. */
  exit: number;
}
/** One problem of a spec that has several. */
export interface SpecProblem {
  /** The key it is about (`cell.cornerRadius`), when there is one. */
  keyPath: string | null;
  /** Its line in the spec's file, when the spec came from a file. */
  line: number | null;
  message: string;
}
export declare class SpecError extends OTPRenderError {
  /** The key the message is about (`cell.cornerRadius`), when there is one. */
  keyPath: string | null;
  /** Every problem of a spec that has several (the message is the first's); empty for one. */
  problems: SpecProblem[];
}
export declare class RenderError extends OTPRenderError {}

/** One otp-render service process for many images; requests may overlap. */
export declare class Renderer {
  constructor(options?: { jobs?: number; fonts?: string });
  /** The image; a text that does not fit is emitted as a process warning named `RenderWarning`. */
  render(spec: Spec, options?: { format?: Format }): Promise<Buffer>;
  compare(expected: Image, actual: Image, options?: CompareOptions & { diff?: boolean }): Promise<CompareResult>;
  audit(spec: Spec, options?: { level?: 'AA' | 'AAA'; states?: string[] }): Promise<Record<string, unknown>>;
  /** A screenshot measured against its spec; `overlay` a path to write the overlay PNG to, or true to keep it in the result. */
  conform(screenshot: Image, spec: Spec, options?: ConformOptions & { overlay?: string | boolean }): Promise<ConformResult>;
  close(): Promise<void>;
}

export declare function render(spec: Spec, options?: { format?: Format }): Promise<Buffer>;
export declare function compare(expected: Image, actual: Image, options?: CompareOptions & { diff?: boolean }): Promise<CompareResult>;
export declare function audit(spec: Spec, options?: { level?: 'AA' | 'AAA'; states?: string[] }): Promise<Record<string, unknown>>;
export declare function conform(screenshot: Image, spec: Spec, options?: ConformOptions & { overlay?: string | boolean }): Promise<ConformResult>;

/**
 * Renders `spec` and checks it against the PNG at `golden`; rejects with the pixel counts and
 * the paths of NAME.actual.png and NAME.diff.png when it differs.
 */
export declare function assertGolden(spec: Spec, golden: string,
  options?: CompareOptions & { update?: UpdateMode; renderer?: Renderer }): Promise<void>;

/**
 * Measures `screenshot` against `spec` and rejects with an AssertionError holding what
 * `otp-render conform` prints when it does not conform, after writing the overlay beside the
 * screenshot (shot.png → shot.overlay.png; for bytes, in a new temporary folder), or at
 * `overlay` (false: none). Resolves with the result when it conforms.
 */
export declare function assertConforms(screenshot: Image, spec: Spec,
  options?: ConformOptions & { overlay?: string | false; renderer?: Renderer }): Promise<ConformResult>;

/** The otp-render executable the package runs. */
export declare function binaryPath(): string;

declare const otpRender: {
  VERSION: typeof VERSION; render: typeof render; compare: typeof compare; audit: typeof audit; conform: typeof conform;
  assertGolden: typeof assertGolden; assertConforms: typeof assertConforms; Renderer: typeof Renderer; OTPRenderError: typeof OTPRenderError;
  SpecError: typeof SpecError; RenderError: typeof RenderError; binaryPath: typeof binaryPath;
};
export default otpRender;
