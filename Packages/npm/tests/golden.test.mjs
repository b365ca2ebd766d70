// assertGolden: record, pass, fail with artifacts, update, and the modes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';

import { assertGolden, SpecError } from 'otp-render';

delete process.env.CI;
delete process.env.OTP_RENDER_UPDATE;
delete process.env.OTP_RENDER_RECORD;
const golden = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'otp-golden-')), 'goldens', 'boxed.png');
const spec = (value) => ({ preset: 'boxed', value });

test('a first run records and fails, the next passes', async () => {
  const file = golden();
  await assert.rejects(assertGolden(spec('12'), file), { message: `${file}: recorded; look at it, then run again` });
  assert.equal(fs.readFileSync(file).subarray(1, 4).toString(), 'PNG');
  await assertGolden(spec('12'), file);
});

test('a changed spec fails with the actual and diff images, and changed rewrites', async () => {
  const file = golden();
  await assertGolden(spec('12'), file).catch(() => {});
  const recorded = fs.readFileSync(file);
  const actual = file.replace(/\.png$/, '.actual.png');
  const diff = file.replace(/\.png$/, '.diff.png');
  await assert.rejects(assertGolden(spec('13'), file),
    (error) => /pixels differ \(exact/.test(error.message) && error.message.includes(`actual: ${actual}, diff: ${diff}`));
  assert.ok(fs.readFileSync(file).equals(recorded));
  const actualBytes = fs.readFileSync(actual);
  assert.equal(fs.readFileSync(diff).subarray(1, 4).toString(), 'PNG');
  await assert.rejects(assertGolden(spec('13'), file, { update: 'changed' }), /updated, look at it, then run again/);
  assert.ok(fs.readFileSync(file).equals(actualBytes));
  assert.ok(!fs.existsSync(actual) && !fs.existsSync(diff));
  await assertGolden(spec('13'), file);
});

test('a tolerance accepts a small change', async () => {
  const file = golden();
  await assertGolden(spec('12'), file).catch(() => {});
  await assertGolden(spec('13'), file, { maxDiffPixels: 100000 });
});

test('CI never records; the environment sets the mode, and a wrong one is refused', async () => {
  const file = golden();
  process.env.CI = 'true';
  try {
    await assert.rejects(assertGolden(spec('12'), file), /no golden; run with update "missing"/);
    assert.ok(!fs.existsSync(file));
    process.env.OTP_RENDER_UPDATE = 'missing';
    await assert.rejects(assertGolden(spec('12'), file), /recorded/);
    process.env.OTP_RENDER_UPDATE = 'sometimes';
    await assert.rejects(assertGolden(spec('12'), file),
      (error) => error instanceof SpecError && error.message === 'OTP_RENDER_UPDATE: "sometimes" is not one of none, missing, changed, all');
  } finally {
    delete process.env.CI;
    delete process.env.OTP_RENDER_UPDATE;
  }
});

test('a golden that is not a PNG fails, and is replaced only on request', async () => {
  const file = golden();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'not a png');
  await assert.rejects(assertGolden(spec('12'), file), /actual: .*boxed\.actual\.png/);
  await assert.rejects(assertGolden(spec('12'), file, { update: 'changed' }), /updated/);
  await assertGolden(spec('12'), file);
});
