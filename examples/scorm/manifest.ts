/** The `imsmanifest.xml` of a one-SCO package, for SCORM 1.2 and for SCORM 2004 4th edition. */
import type { ScormVersion } from './runtime/lms-session.ts';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** The manifest listing `files` (the launch page first) for the lesson `id` titled `title`. */
export function manifest(version: ScormVersion, id: string, title: string, files: readonly string[]): string {
  const safeId = id.replace(/[^A-Za-z0-9_.-]/g, '_');
  const fileList = files.map((file) => `        <file href="${escape(file)}"/>`).join('\n');
  if (version === '1.2')
    return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="sphere.${safeId}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="org.${safeId}">
    <organization identifier="org.${safeId}">
      <title>${escape(title)}</title>
      <item identifier="item.${safeId}" identifierref="sco.${safeId}">
        <title>${escape(title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco.${safeId}" type="webcontent" adlcp:scormtype="sco" href="${escape(files[0] ?? 'index.html')}">
${fileList}
    </resource>
  </resources>
</manifest>
`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="sphere.${safeId}" version="1.0"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="org.${safeId}">
    <organization identifier="org.${safeId}">
      <title>${escape(title)}</title>
      <item identifier="item.${safeId}" identifierref="sco.${safeId}">
        <title>${escape(title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco.${safeId}" type="webcontent" adlcp:scormType="sco" href="${escape(files[0] ?? 'index.html')}">
${fileList}
    </resource>
  </resources>
</manifest>
`;
}

/** The schema files a manifest's xsi:schemaLocation names (every second word: namespace, file, …). */
export function schemaLocations(manifestXml: string): string[] {
  const value = /xsi:schemaLocation="([^"]*)"/.exec(manifestXml)?.[1] ?? '';
  return value
    .split(/\s+/)
    .filter(Boolean)
    .filter((_, index) => index % 2 === 1);
}
