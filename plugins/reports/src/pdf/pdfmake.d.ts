// pdfmake 0.3 ships no types; the browser builds the report chunk loads.
declare module 'pdfmake/build/pdfmake' {
  interface PdfDocument {
    getBlob(): Promise<Blob>;
  }
  interface FontContainer {
    vfs: Record<string, unknown>;
    fonts: Record<string, Record<string, string>>;
  }
  const pdfMake: { addVirtualFileSystem(vfs: Record<string, string>): void; addFontContainer(container: FontContainer): void; createPdf(doc: unknown): PdfDocument };
  export default pdfMake;
}
declare module 'pdfmake/build/vfs_fonts' {
  const vfs: Record<string, string>;
  export default vfs;
}
declare module 'pdfmake/build/standard-fonts/Helvetica' {
  const container: import('pdfmake/build/pdfmake').FontContainer;
  export default container;
}
