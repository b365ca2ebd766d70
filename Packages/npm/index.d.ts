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

export declare const VERSION: string;

export declare class OTPRenderError extends Error {
  /** The command line's exit code for this failure. */
  exit: number;
}
export declare class SpecError extends OTPRenderError {
  /** The key the message is about (`cell.cornerRadius`), when there is one. */
  keyPath: string | null;
}
export declare class RenderError extends OTPRenderError {}

/** One otp-render service process for many images; requests may overlap. */
export declare class Renderer {
  constructor(options?: { jobs?: number; fonts?: string });
  /** The image; a text that does not fit is emitted as a process warning named `RenderWarning`. */
  render(spec: Spec, options?: { format?: Format }): Promise<Buffer>;
  compare(expected: Image, actual: Image, options?: CompareOptions & { diff?: boolean }): Promise<CompareResult>;
  audit(spec: Spec, options?: { level?: 'AA' | 'AAA'; states?: string[] }): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export declare function render(spec: Spec, options?: { format?: Format }): Promise<Buffer>;
export declare function compare(expected: Image, actual: Image, options?: CompareOptions & { diff?: boolean }): Promise<CompareResult>;
export declare function audit(spec: Spec, options?: { level?: 'AA' | 'AAA'; states?: string[] }): Promise<Record<string, unknown>>;

/**
 * Renders `spec` and checks it against the PNG at `golden`; rejects with the pixel counts and
 * the paths of NAME.actual.png and NAME.diff.png when it differs.
 */
export declare function assertGolden(spec: Spec, golden: string,
  options?: CompareOptions & { update?: UpdateMode; renderer?: Renderer }): Promise<void>;

/** The otp-render executable the package runs. */
export declare function binaryPath(): string;

declare const otpRender: {
  VERSION: typeof VERSION; render: typeof render; compare: typeof compare; audit: typeof audit;
  assertGolden: typeof assertGolden; Renderer: typeof Renderer; OTPRenderError: typeof OTPRenderError;
  SpecError: typeof SpecError; RenderError: typeof RenderError; binaryPath: typeof binaryPath;
};
export default otpRender;
