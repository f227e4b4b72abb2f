import { readConfig } from '../../config';

const cameras = (env: NodeJS.ProcessEnv) => readConfig(env, '/tmp').riverCameras;

describe('river camera settings', () => {
  it('uses the simulator and a 10 s timeout by default', () => {
    expect(cameras({})).toEqual({ sources: undefined, timeoutMs: 10_000 });
  });

  it('reads camera URLs by id and a timeout', () => {
    expect(
      cameras({
        HEADGATE_RIVER_CAMERAS: '{"western":"http://u:p@10.0.0.9/snap.jpg"}',
        HEADGATE_RIVER_CAMERA_TIMEOUT_MS: '2500',
      }),
    ).toEqual({ sources: { western: 'http://u:p@10.0.0.9/snap.jpg' }, timeoutMs: 2500 });
  });

  it.each([
    ['not json', /not JSON/],
    ['["http://x/"]', /not an object/],
    ['{"northern":"http://x/"}', /"northern", which is not a camera id/],
    ['{"western":"ftp://x/"}', /URL of "western" that is not an http\(s\) URL/],
    ['{"western":42}', /URL of "western"/],
  ])('refuses HEADGATE_RIVER_CAMERAS=%s', (setting, message) => {
    expect(() => cameras({ HEADGATE_RIVER_CAMERAS: setting })).toThrow(message);
  });

  it('never repeats the camera URLs, which carry credentials, in a refusal', () => {
    expect(() => cameras({ HEADGATE_RIVER_CAMERAS: '{"western":"ftp://u:p@x/"}' })).toThrow(
      /^(?!.*u:p@).*HEADGATE_RIVER_CAMERAS \(value hidden\)/s,
    );
  });

  it('refuses a timeout that is not a whole number of milliseconds', () => {
    expect(() => cameras({ HEADGATE_RIVER_CAMERA_TIMEOUT_MS: '1.5' })).toThrow(
      /HEADGATE_RIVER_CAMERA_TIMEOUT_MS/,
    );
  });
});
