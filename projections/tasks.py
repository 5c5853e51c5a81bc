"""The analysis's Celery tasks (``TABULA_ANALYSIS=celery``): one match's job, and the resume.

A task is acknowledged when a worker takes it (not late): a whole match takes minutes,
far longer than the broker's visibility timeout. A worker that dies mid-job loses nothing
stored; its lease passes and ``resume_analyses`` (celery beat, or the served process's
follower loop) starts the job again after the last stored decision.
"""

from __future__ import annotations

from celery import shared_task

from projections import analysis


@shared_task(acks_late=False, ignore_result=True)
def analyse_match(match_id: str) -> int:
    """Analyse the decisions of a finished match not analysed yet (nothing if another job holds it)."""
    return analysis.run_analysis(match_id)


@shared_task(ignore_result=True)
def resume_analyses() -> int:
    """Celery beat's periodic job: start again the jobs whose worker died."""
    return analysis.resume_abandoned()
