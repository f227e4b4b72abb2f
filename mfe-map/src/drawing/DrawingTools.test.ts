it("leaves the drawing toolbar and Measurements box out of the map's first load", async () => {
  await jest.isolateModulesAsync(async () => {
    for (const part of ['./DrawingToolbar', './MeasurementsBox', './DrawingWorkbench'])
      jest.doMock(part, () => {
        throw new Error(`${part} was loaded with the map`);
      });
    await expect(import('./DrawingTools')).resolves.toHaveProperty('DrawingTools');
  });
});
