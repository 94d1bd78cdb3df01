import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import {
  fetchImportJob,
  type ImportJob,
  type ImportReport,
  productsExportUrl,
  uploadImport,
} from '../api/import-calls.ts';
import { useAction } from '../api/use-action.ts';
import { FormError } from '../components/form-error.tsx';
import { useAnnounce } from '../components/notice-region.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import { useMessages } from '../i18n/language-context.tsx';

/**
 * The CSV import of products, prices and stock (issue 17): choose a file, check it (the dry run:
 * every error by row and column, and what would change), import it when nothing is wrong, and
 * follow the background job until it is done.
 */
export function ImportsPage() {
  const t = useMessages();
  const announce = useAnnounce();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport>();
  const [job, setJob] = useState<ImportJob>();
  const [problem, setProblem] = useState<string>();
  const action = useAction();

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setProblem(t.imports.chooseFile);
      return;
    }
    setProblem(undefined);
    setJob(undefined);
    const outcome = await action.run(() => uploadImport(file, true));
    if (outcome.ok) {
      setReport(outcome.value);
      announce(t.imports.checked(outcome.value.rows, outcome.value.errors.length));
    }
  };

  const run = async () => {
    if (!file) return;
    const outcome = await action.run(() => uploadImport(file, false));
    if (outcome.ok) {
      setReport(outcome.value);
      if (outcome.value.job) setJob(outcome.value.job);
    }
  };

  // Follows the job once a second until it has ended.
  const jobId = job?.id;
  const jobOpen = job?.status === 'queued' || job?.status === 'running';
  useEffect(() => {
    if (jobId === undefined || !jobOpen) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      fetchImportJob(jobId, controller.signal)
        .then((next) => {
          setJob(next);
          if (next.status === 'succeeded')
            announce(t.imports.jobDone(next.created, next.updated, next.unchanged));
          if (next.status === 'failed') announce(`${t.imports.jobStatus.failed}: ${next.error ?? ''}`);
        })
        .catch(() => {});
    }, 1000);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [jobId, jobOpen, announce, t]);

  const canImport = report?.dry_run === true && report.errors.length === 0 && report.changes > 0;

  return (
    <>
      <PageHeading title={t.imports.title} />
      <section className="card" aria-labelledby="import-file">
        <h2 className="section-title" id="import-file">
          {t.imports.file}
        </h2>
        <p className="muted">{t.imports.intro}</p>
        <Form className="form" onSubmit={check} validationBehavior="aria">
          <FormError error={action.error} />
          <div className="field">
            <label className="field__label" htmlFor={fileId}>
              {t.imports.file}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${fileId}-problem` : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReport(undefined);
                setJob(undefined);
              }}
            />
            {problem ? (
              <p className="field__error" id={`${fileId}-problem`}>
                {problem}
              </p>
            ) : null}
          </div>
          <div className="row-actions">
            <Button type="submit" className="button button--secondary" isPending={action.pending}>
              {t.imports.check}
            </Button>
            <Button
              type="button"
              className="button button--primary"
              isDisabled={!canImport || action.pending}
              onPress={run}
            >
              {t.imports.run}
            </Button>
            <a className="button button--link" href={productsExportUrl} download="products.csv">
              {t.imports.export}
            </a>
          </div>
        </Form>
      </section>
      {job ? <JobProgress job={job} /> : null}
      {report ? <ReportView report={report} /> : null}
    </>
  );
}

function JobProgress({ job }: { readonly job: ImportJob }) {
  const t = useMessages();
  return (
    <section className="card" aria-labelledby="import-job">
      <h2 className="section-title" id="import-job">
        {t.imports.progress}: {t.imports.jobStatus[job.status] ?? job.status}
      </h2>
      <progress value={job.processed} max={Math.max(job.rows, 1)} aria-labelledby="import-job" />
      <p>
        {job.status === 'succeeded'
          ? t.imports.jobDone(job.created, job.updated, job.unchanged)
          : t.imports.jobProgress(job.processed, job.rows)}
      </p>
      {job.error ? <p className="field__error">{job.error}</p> : null}
    </section>
  );
}

function ReportView({ report }: { readonly report: ImportReport }) {
  const t = useMessages();
  return (
    <section className="card" aria-labelledby="import-report">
      <h2 className="section-title" id="import-report">
        {t.imports.checked(report.rows, report.errors.length)}
      </h2>
      <p>
        {report.changes === 0
          ? t.imports.nothingChanges
          : t.imports.counts(report.created, report.updated, report.unchanged)}
      </p>
      {report.errors.length > 0 ? (
        <TableFrame label={t.imports.errorsTitle}>
          <table className="table">
            <caption>{t.imports.errorsTitle}</caption>
            <thead>
              <tr>
                <th scope="col" className="numeric">
                  {t.imports.row}
                </th>
                <th scope="col">{t.imports.column}</th>
                <th scope="col">{t.imports.problem}</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error) => (
                <tr key={`${error.row}-${error.column}-${error.message}`}>
                  <td className="numeric">{error.row}</td>
                  <td>
                    <code>{error.column}</code>
                  </td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
      {report.products.length > 0 ? (
        <TableFrame label={t.imports.changesTitle}>
          <table className="table">
            <caption>{t.imports.changesTitle}</caption>
            <thead>
              <tr>
                <th scope="col" className="numeric">
                  {t.imports.row}
                </th>
                <th scope="col">{t.imports.sku}</th>
                <th scope="col">{t.imports.action}</th>
                <th scope="col">{t.imports.fields}</th>
              </tr>
            </thead>
            <tbody>
              {report.products.map((change) => (
                <tr key={change.sku}>
                  <td className="numeric">{change.row}</td>
                  <td>{change.sku}</td>
                  <td>{change.action === 'create' ? t.imports.create : t.imports.update}</td>
                  <td>{change.fields.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
      {report.products_truncated ? (
        <p className="muted">{t.imports.more(report.changes - report.products.length)}</p>
      ) : null}
    </section>
  );
}
