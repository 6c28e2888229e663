package org.evodraughts.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.evodraughts.runs.RunHold;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.RunFilesConfig;
import org.evodraughts.runs.RunDirectory;
import org.evodraughts.runs.RunPrune;
import org.evodraughts.runs.SnapshotRetention;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StorageException;
import org.evodraughts.storage.StoreOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code evodraughts runs prune DIR [--keep-last N] [--every N] [--apply]}: deletes the
 * population snapshots and stored populations a run no longer needs ({@link RunPrune}); a dry
 * run unless {@code --apply}. Refused while a process works on the run.
 */
@Command(name = "prune", mixinStandardHelpOptions = true,
        description = {"Frees the disk a run no longer needs: deletes the population snapshots, and the populations "
                + "stored in its database, of the generations it does not keep (by default what the run's run.keepSnapshots "
                + "and run.snapshotEvery keep; a run that keeps every snapshot is pruned to the last "
                + RunFilesConfig.DEFAULT_KEEP_SNAPSHOTS + " and every " + RunFilesConfig.DEFAULT_SNAPSHOT_EVERY + "th). "
                + "Never a champion (file, record or games), a generation's scores, or the latest snapshot "
                + "(--resume continues from it).",
                "A dry run: says what it would delete and the bytes it would free; --apply deletes, then compacts the "
                        + "database. Refused while another process works on the run."},
        footer = {"", "Examples:",
                "  ./evodraughts runs prune runs/20261121-101500-seed1",
                "  ./evodraughts runs prune runs/20261121-101500-seed1 --keep-last 1 --every 500 --apply",
                "  ./evodraughts runs prune runs/shared-run --mongo-uri-file ~/.evodraughts-mongo --apply"})
final class RunsPrune implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "The run directory.")
    Path directory;

    @Option(names = "--keep-last", paramLabel = "N", description = "Keep the populations of the last N generations "
            + "(1 or more; default: the run's run.keepSnapshots, or " + RunFilesConfig.DEFAULT_KEEP_SNAPSHOTS
            + " where that keeps every one).")
    Integer keepLast;

    @Option(names = "--every", paramLabel = "N", description = "Keep besides them every generation that is a multiple "
            + "of N (0: none; default: the run's run.snapshotEvery).")
    Integer every;

    @Option(names = "--apply", description = "Delete; without it, only say what would go.")
    boolean apply;

    @Option(names = "--mongo-uri", paramLabel = "URI", description = "The run's MongoDB server, where its config.yaml "
            + "keeps the URI with the password hidden (as does --mongo-uri-file FILE or the variable "
            + MongoUriSource.ENVIRONMENT + ", which keep it out of the process list).")
    String mongoUri;

    @Option(names = "--mongo-uri-file", paramLabel = "FILE", description = "Read that URI from FILE's first line.")
    Path mongoUriFile;

    @Override
    public Integer call() throws IOException {
        RunDirectory.checkIsRun(directory);
        // A shared database's URI as the run keeps it may hide its password: given again, it replaces it.
        Map.Entry<String, String> uri = MongoUriSource.resolve(mongoUri, mongoUriFile, System.getenv());
        EvolutionConfig config = ConfigFiles.read(RunLayout.of(directory).config(),
                uri == null ? Map.of() : Map.of("storage.mongoUri", "'" + uri.getKey().replace("'", "''") + "'"),
                uri == null ? Map.of() : Map.of("storage.mongoUri", uri.getValue()));
        SnapshotRetention retention = retention(config.run());
        StoreOptions options = StoreOptions.defaults().withMongoUri(config.storage().mongoUri());
        PrintWriter out = spec.commandLine().getOut();
        // The lock (and a shared database's lease) first: a live run must be refused before anything is read.
        try (RunHold hold = RunHold.lock(directory)) {
            hold.warning().ifPresent(spec.commandLine().getErr()::println);
            hold.lease(config);
            long before = RunDirectory.diskUse(directory);
            RunPrune.Plan plan;
            try (RunStore store = apply ? RunStores.open(directory, options) : RunStores.openReadOnly(directory, options)) {
                plan = RunPrune.plan(directory, retention, store);
                if (apply) {
                    RunPrune.apply(directory, retention, plan, store);
                }
            } catch (StorageException e) {
                throw new IOException(e.getMessage(), e);
            }
            report(out, plan, retention, before);
        }
        out.flush();
        return 0;
    }

    /** The retention asked for: the options, else the run's own (the defaults where it keeps every population). */
    private SnapshotRetention retention(RunFilesConfig run) {
        if (keepLast != null && keepLast < 1) {
            throw new IllegalArgumentException("--keep-last must be 1 or more (the latest snapshot always stays), got " + keepLast);
        }
        if (every != null && every < 0) {
            throw new IllegalArgumentException("--every must be 0 or more, got " + every);
        }
        boolean keepsAll = run.keepSnapshots() == 0;
        return new SnapshotRetention(keepLast != null ? keepLast : keepsAll ? RunFilesConfig.DEFAULT_KEEP_SNAPSHOTS
                : run.keepSnapshots(), every != null ? every : run.snapshotEvery());
    }

    private void report(PrintWriter out, RunPrune.Plan plan, SnapshotRetention retention, long before) throws IOException {
        String kept = (retention.keepLast() == 1 ? "the last generation" : "the last " + Figures.count(retention.keepLast(), "generation"))
                + (retention.every() > 0 ? " and every multiple of " + retention.every() : "");
        if (plan.isEmpty()) {
            out.println("run " + directory + ": nothing to prune (it keeps the populations of " + kept + "; "
                    + Figures.bytes(before) + " on disk)");
            return;
        }
        String verb = apply ? "deleted " : "would delete ";
        out.println("run " + directory + ": latest snapshot generation " + plan.latest() + "; keeps the populations of "
                + kept + ", and every champion");
        if (!plan.snapshots().isEmpty()) {
            out.println(verb + Figures.count(plan.snapshots().size(), "snapshot") + " (" + Figures.bytes(plan.snapshotBytes())
                    + "): generations " + ranges(plan.snapshots().stream().map(RunLayout::snapshotGeneration)
                    .map(g -> g.orElseThrow()).toList()));
        }
        if (!plan.populations().isEmpty()) {
            out.println(verb + "the populations of " + Figures.count(plan.populations().size(), "generation")
                    + " from its database" + (apply ? "" : " (about " + Figures.bytes(plan.populationBytes()) + ")")
                    + ", keeping their scores: generations " + ranges(plan.populations()));
        }
        if (apply) {
            long after = RunDirectory.diskUse(directory);
            out.println("run directory: " + Figures.bytes(before) + " before, " + Figures.bytes(after) + " now ("
                    + Figures.bytes(before - after) + " freed)");
        } else {
            out.println("dry run: nothing deleted; run again with --apply to delete these");
        }
    }

    /** Increasing generations as ranges: {@code 0-96, 101-199, 250}. */
    static String ranges(List<Integer> generations) {
        List<String> ranges = new ArrayList<>();
        for (int i = 0; i < generations.size(); ) {
            int j = i;
            while (j + 1 < generations.size() && generations.get(j + 1) == generations.get(j) + 1) {
                j++;
            }
            ranges.add(i == j ? String.valueOf(generations.get(i)) : generations.get(i) + "-" + generations.get(j));
            i = j + 1;
        }
        return String.join(", ", ranges);
    }
}
