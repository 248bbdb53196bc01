/** What an official SDK's caller received in a run: the error or result, the status, the Retry-After, any retry. */
import { sdkReportRows, type SdkRunReport } from '../playground/sdk-clients/sdk-report.ts';

export default function SdkReport({ report }: { report: SdkRunReport }) {
  return (
    <section className="pg-sdk-report" aria-label="What the caller received">
      <h3>What the caller received</h3>
      <p>
        <code>{report.package}</code>, bare: no retry and no wrapper of ours.
        {report.unspoken && <> A lesson: {report.unspoken}</>}
      </p>
      <table>
        <tbody>
          {sdkReportRows(report).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
