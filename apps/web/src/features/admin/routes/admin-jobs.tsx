import type { ReactNode } from "react";
import { DocumentTitle } from "@/components/layout/document-title";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { useAdminJobs } from "../api/get-admin-jobs";
import { FailedJobsSection } from "../components/failed-jobs-section";
import { JobQueuesTable } from "../components/job-queues-table";
import { JobSchedulesList } from "../components/job-schedules-list";

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="mt-12 first-of-type:mt-0" aria-label={title}>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{description}</p>
      {children}
    </section>
  );
}

/** Route module for `/admin/jobs`: the background jobs' queues, failed jobs (retry, delete) and schedules. */
export function Component() {
  const { data, isError } = useAdminJobs();
  return (
    <PageContainer className="max-w-5xl">
      <DocumentTitle title="Background jobs" />
      <PageHeader
        breadcrumbs={[{ label: "Admin Portal", to: "/admin" }, { label: "Background jobs" }]}
        title="Background jobs"
        description="E-mails, notifications, file clean-up and other work done after a request. See what is waiting, retry what failed, and when periodic jobs run."
      />
      {isError ? (
        <p role="alert" className="mb-8 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          The queues could not be loaded. Reload the page to try again.
        </p>
      ) : null}
      <Section
        title="Queues"
        description="Jobs by queue: waiting to run, running now, failed for good, and completed in the last 24 hours."
      >
        <JobQueuesTable queues={isError ? [] : data?.queues} />
      </Section>
      <Section
        title="Failed jobs"
        description="Jobs that failed after all their retries, the most recent first."
      >
        <FailedJobsSection />
      </Section>
      <Section title="Schedules" description="Periodic jobs, in the time zone shown.">
        <JobSchedulesList schedules={isError ? [] : data?.schedules} />
      </Section>
    </PageContainer>
  );
}
