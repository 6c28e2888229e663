package org.evodraughts.cli;

import org.evodraughts.run.RunId;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.evodraughts.files.Printable;
import org.evodraughts.files.ShellWords;
import org.evodraughts.runs.RunLocator;
import org.evodraughts.session.Columns;
import org.evodraughts.storage.layout.RunLayout;

/**
 * What to do with a run once it has champions, printed at its end: the commands that show its
 * best champion, serve its pages, export the champion and play it, written with the run's real
 * id (or its directory, when it is not under the default runs directory) so they can be copied.
 * The exported file goes into the run's directory ({@link RunLayout#bestExport}). Within 100
 * columns: a command too long for its line goes on, after a {@code \}, on the next ({@link Columns}).
 */
final class NextSteps {
    private NextSteps() {}

    /**
     * The lines for the run in {@code runDirectory}, whose id is {@code runId}; {@code sharedDatabase}
     * when its records are in a MongoDB server, which the commands must then be given too.
     */
    static List<String> of(Path runDirectory, RunId runId, boolean sharedDatabase) {
        Path parent = runDirectory.toAbsolutePath().normalize().getParent();
        boolean defaultRuns = parent != null && parent.equals(RunLocator.DEFAULT_RUNS_DIRECTORY.toAbsolutePath().normalize());
        // Shell words: a directory's name with a line break or a terminal control stays one line, escaped.
        String run = ShellWords.quote(defaultRuns ? runId.value() : runDirectory.toString());
        String serve = defaultRuns || parent == null ? "./evodraughts serve"
                : "./evodraughts serve --runs-dir " + ShellWords.quote(parent.toString());
        String file = ShellWords.quote(RunLayout.of(defaultRuns ? RunLocator.DEFAULT_RUNS_DIRECTORY.resolve(runId.value()) : runDirectory)
                .bestExport().toString());
        List<String> lines = new ArrayList<>(List.of("next:"));
        lines.addAll(Columns.command("  the best champion    ", "./evodraughts champions show --run " + run + " --generation best"));
        // The command whole on its lines (a wrap at any space could cut it from its path), the page after it.
        String page = "(then run.html?run=" + Printable.of(runId.value()) + ")";
        String browser = "  in the browser       " + serve + "   " + page;
        if (browser.length() <= Columns.WIDTH) {
            lines.add(browser);
        } else {
            lines.addAll(Columns.command("  in the browser       ", serve));
            lines.add("      " + page);
        }
        lines.addAll(Columns.command("  as a network file    ", "./evodraughts champions export --run " + run
                + " --generation best --out " + file));
        lines.addAll(Columns.command("  a game against it    ", "./evodraughts play --champion " + file));
        if (sharedDatabase) {
            lines.add("  (the run's records are in MongoDB: add --mongo-uri or --mongo-uri-file, as for this run)");
        }
        return lines;
    }
}
