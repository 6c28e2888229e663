package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.evodraughts.champions.runs.RunLocator;
import org.evodraughts.cli.EvodraughtsCommand;
import org.evodraughts.storage.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The runs list opens a run's database only when the run's files have changed since it was last
 * listed: a long run's database takes seconds to read, and the runs page asks every 5 s. The
 * runs are made by the real {@code evolve}, and one of them is continued with
 * {@code evolve --resume}, as a user would.
 */
class RunsListCacheTest {
    @TempDir
    Path runs;

    @Test
    void aRunIsOpenedAgainOnlyOnceItsFilesChange() throws Exception {
        Path first = WebFixture.evolve(runs, "first", 1);
        WebFixture.evolve(runs, "second", 1);
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
    }
}
