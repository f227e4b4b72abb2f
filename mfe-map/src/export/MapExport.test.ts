it('leaves the export makers out of the map until an export asks for them', async () => {
  await jest.isolateModulesAsync(async () => {
    for (const maker of ['./printPdf', './savePng', './exportLegend'])
      jest.doMock(maker, () => {
        throw new Error(`${maker} was loaded with the map`);
      });
    await expect(import('./MapExport')).resolves.toHaveProperty('MapExport');
  });
});
