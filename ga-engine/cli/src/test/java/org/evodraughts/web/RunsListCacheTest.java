package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.evodraughts.runs.RunLocator;
import org.evodraughts.cli.EvodraughtsCommand;
import org.evodraughts.storage.directory.RunRecordFile;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The runs list reads a run again only when the run's files have changed since it was last
 * listed, and reads it from its files ({@code run.json}, {@code champions/}) rather than its
 * database wherever they answer: a long run's database takes seconds to read, and the runs page
 * asks every 5 s. The runs are made by the real {@code evolve}, and one of them is continued
 * with {@code evolve --resume}, as a user would.
 */
class RunsListCacheTest {
    @TempDir
    Path runs;

    @Test
    void aRunIsOpenedAgainOnlyOnceItsFilesChange() throws Exception {
        Path first = EvolvedRuns.evolve(runs, "first", 1);
        EvolvedRuns.evolve(runs, "second", 1);
        RunsApi api = new RunsApi(new RunLocator(runs, StoreOptions.defaults()).readOnly());

        List<RunsApi.RunSummary> before = api.runs();
        assertEquals(2, api.listingsRead());
        assertEquals(List.of(1, 1), before.stream().map(RunsApi.RunSummary::generation).toList());

        assertEquals(before, api.runs(), "the same list again");
        assertEquals(2, api.listingsRead(), "neither run was opened again");

        StringWriter out = new StringWriter();
        CommandLine cli = EvodraughtsCommand.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(out, true));
        assertEquals(0, cli.execute("evolve", "--resume", first.toString(), "--generations", "2", "--threads", "2"),
                "evolve --resume failed: " + out);
        List<RunsApi.RunSummary> after = api.runs();
        assertEquals(3, api.listingsRead(), "only the continued run was opened again");
        assertEquals(List.of(2, 1), after.stream().map(RunsApi.RunSummary::generation).toList());
        assertEquals(3, after.getFirst().champions());
        assertEquals(0, api.databasesOpened(), "every run was listed from its files");
    }

    @Test
    void theFirstListOpensNoDatabaseAndShowsWhatTheDatabasesGive() throws Exception {
        Path first = EvolvedRuns.evolve(runs, "first", 2);
        Path second = EvolvedRuns.evolve(runs, "second", 1);
        RunsApi api = new RunsApi(new RunLocator(runs, StoreOptions.defaults()).readOnly());

        List<RunsApi.RunSummary> fromFiles = api.runs();
        assertEquals(2, api.listingsRead());
        assertEquals(0, api.databasesOpened(), "both runs were listed from run.json and champions/");

        // The same runs without the record's copy, as a run from before it: their databases are read.
        for (Path run : List.of(first, second)) {
            Files.delete(RunLayout.of(run).runRecord());
        }
        RunsApi fromDatabases = new RunsApi(new RunLocator(runs, StoreOptions.defaults()).readOnly());
        List<RunsApi.RunSummary> stored = fromDatabases.runs();
        assertEquals(2, fromDatabases.databasesOpened());
        assertEquals(2, stored.size());
        for (int i = 0; i < stored.size(); i++) {
            assertEquals(withoutSource(stored.get(i)), withoutSource(fromFiles.get(i)),
                    "every figure of the list from the files equals the database's");
            assertTrue(stored.get(i).source().startsWith("embedded MongoDB"), stored.get(i).source());
            assertTrue(fromFiles.get(i).source().contains("run.json"), fromFiles.get(i).source());
        }
        assertEquals("finished", fromFiles.getFirst().status());
        assertEquals(2, fromFiles.getFirst().targetGenerations());
        assertEquals(3, fromFiles.getFirst().champions());
        assertNotNull(fromFiles.getFirst().startedAt());
        assertNotNull(fromFiles.getFirst().endedAt());
        assertNotNull(fromFiles.getFirst().best());
    }

    @Test
    void aCopySayingRunningOfARunNoProcessHoldsIsCheckedInTheDatabase() throws Exception {
        Path run = EvolvedRuns.evolve(runs, "ended", 1);
        RunRecord finished = RunRecordFile.read(run).orElseThrow();
        assertEquals(RunStatus.FINISHED, finished.status());
        // A process killed between saving its end and its copy leaves the copy saying running.
        RunRecordFile.write(run, new RunRecord(finished.runId(), finished.configJson(), finished.seed(),
                finished.startedAt(), Optional.empty(), RunStatus.RUNNING));
        RunsApi api = new RunsApi(new RunLocator(runs, StoreOptions.defaults()).readOnly());

        RunsApi.RunSummary listed = api.runs().getFirst();
        assertEquals(1, api.databasesOpened(), "the copy cannot tell a killed run from one whose end it missed");
        assertEquals("finished", listed.status(), "the database's status");
    }

    @Test
    void warmingReadsEveryRunSoTheFirstListReadsNone() throws Exception {
        EvolvedRuns.evolve(runs, "first", 1);
        Path old = EvolvedRuns.evolve(runs, "old", 1);
        Files.delete(RunLayout.of(old).runRecord()); // a run from before run.json
        RunsApi api = new RunsApi(new RunLocator(runs, StoreOptions.defaults()).readOnly());

        api.warm();
        assertEquals(2, api.listingsRead());
        assertEquals(1, api.databasesOpened(), "only the run without run.json");
        List<RunsApi.RunSummary> listed = api.runs();
        assertEquals(2, api.listingsRead(), "the list found both read");
        assertEquals(List.of("finished", "finished"), listed.stream().map(RunsApi.RunSummary::status).toList());
    }

    /** The summary with the source left out: it says where the figures came from, the rest must agree. */
    private static RunsApi.RunSummary withoutSource(RunsApi.RunSummary s) {
        return new RunsApi.RunSummary(s.id(), s.status(), s.generation(), s.targetGenerations(), s.champions(),
                s.startedAt(), s.endedAt(), s.elapsedSeconds(), s.best(), null, s.problem(), s.problems(), s.runId());
    }
}
