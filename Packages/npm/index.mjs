// The ES module face of index.cjs: the same objects, so an error thrown by one is an
// instance of the other's classes.
import otpRender from './index.cjs';

export const { VERSION, render, compare, audit, conform, assertGolden, assertConforms, Renderer, OTPRenderError, SpecError, RenderError,
  binaryPath } = otpRender;
export default otpRender;
