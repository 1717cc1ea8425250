// pdfmake 0.3 ships no types; the two browser builds the report chunk loads.
declare module 'pdfmake/build/pdfmake' {
  interface PdfDocument {
    getBlob(): Promise<Blob>;
  }
  const pdfMake: { addVirtualFileSystem(vfs: Record<string, string>): void; createPdf(doc: unknown): PdfDocument };
  export default pdfMake;
}
declare module 'pdfmake/build/vfs_fonts' {
  const vfs: Record<string, string>;
  export default vfs;
}
