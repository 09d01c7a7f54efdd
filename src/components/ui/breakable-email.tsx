/**
 * An email address that a narrow screen wraps before its '@' and its dots ("…1796" /
 * "@brightsidebakery.com"), not wherever the line ends ("@bright" / "sidebakery.com"). Put it in an
 * element with `wrap-anywhere`, for a part still longer than the line.
 */
export function BreakableEmail({ email }: { email: string }) {
  return <>{email.split(/(?=[.@])/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]))}</>
}
