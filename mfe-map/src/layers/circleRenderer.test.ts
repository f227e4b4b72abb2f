type CircleRenderer = typeof import('./circleRenderer');

/** A WebGL2 context as the probe sees it: the renderer's name and whether it was given back. */
function fakeContext(renderer: string) {
  const loseContext = jest.fn();
  const context = {
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info'
        ? { UNMASKED_RENDERER_WEBGL: 0x9246 }
        : name === 'WEBGL_lose_context'
          ? { loseContext }
          : null,
    getParameter: () => renderer,
  };
  return { context, loseContext };
}

/** The module fresh (its answer is kept once checked), with the canvas answering `context`. */
function probeWith(context: unknown) {
  const getContext = jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(context as RenderingContext);
  let renderer!: CircleRenderer;
  jest.isolateModules(() => {
    renderer = jest.requireActual<CircleRenderer>('./circleRenderer');
  });
  return { hasGpuWebGL: renderer.hasGpuWebGL, getContext };
}

afterEach(() => jest.restoreAllMocks());

describe('hasGpuWebGL', () => {
  it('says yes for WebGL on a GPU, and gives the probe’s context back', () => {
    const { context, loseContext } = fakeContext('ANGLE (NVIDIA GeForce GTX 1650)');
    const { hasGpuWebGL } = probeWith(context);
    expect(hasGpuWebGL()).toBe(true);
    expect(loseContext).toHaveBeenCalledTimes(1);
  });

  it('says no for WebGL emulated on the CPU, and gives that context back too', () => {
    const { context, loseContext } = fakeContext('ANGLE (Google, SwiftShader Device)');
    const { hasGpuWebGL } = probeWith(context);
    expect(hasGpuWebGL()).toBe(false);
    expect(loseContext).toHaveBeenCalledTimes(1);
  });

  it('says no where the browser refuses WebGL2 for its performance', () => {
    expect(probeWith(null).hasGpuWebGL()).toBe(false);
  });

  it('probes once per page', () => {
    const { context } = fakeContext('ANGLE (Apple M2)');
    const { hasGpuWebGL, getContext } = probeWith(context);
    hasGpuWebGL();
    hasGpuWebGL();
    expect(getContext).toHaveBeenCalledTimes(1);
  });
});
