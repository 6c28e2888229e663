package org.evodraughts.session;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import org.evodraughts.runs.ProgressLine;

/**
 * The progress bars of a job's steps (a tournament, a training, a match), of which a terminal
 * shows one at a time on standard error (progressbar library), redrawn four times a second with
 * its count, its time and the time left: the newest step still open. Steps may overlap (islands
 * side by side: one island trains while another's tournament goes on); when the drawn one ends,
 * the one opened before it is drawn again, with its count and time so far. Lines printed while a
 * bar is drawn go through {@link #print}, which takes the bar off and puts it back under them.
 * Off a terminal nothing is drawn. Thread-safe: games end on any thread.
 */
public final class ProgressBars {
    /**
     * The bar's width. A fixed one, because asking the terminal for its width makes the bar
     * library open a JLine terminal, which resets the JVM's Ctrl-C handler to the system default:
     * the process would then die at Ctrl-C without stopping the run cleanly. 79 fits a terminal
     * of 80 columns.
     */
    static final int BAR_WIDTH = 79;

    /** A step: its name, its size in games, the games done, and when it opened. */
    public static final class Step {
        private final String task;
        private final long total;
        private final AtomicLong done = new AtomicLong();
        private final long opened = System.nanoTime();

        private Step(String task, long total) {
            this.task = task;
            this.total = total;
        }
    }

    /** The step drawn, with its bar. */
    private record Drawn(Step step, ProgressBar bar) {}

    private final PrintStream stream;
    private final boolean draw;
    /** The steps open, oldest first. */
    private final List<Step> open = new ArrayList<>();
    private volatile Drawn drawn;

    /**
     * @param stream where the bars are drawn (standard error)
     * @param draw   whether to draw them (false when not on a terminal)
     */
    public ProgressBars(PrintStream stream, boolean draw) {
        this.stream = stream;
        this.draw = draw;
    }

    /** Whether this process talks to a terminal, so a progress bar makes sense. */
    public static boolean onTerminal() {
        return System.console() != null && System.console().isTerminal();
    }

    /** Opens a step named {@code task} of {@code games} games (−1: not counted, its time alone is shown), and draws it. */
    public synchronized Step open(String task, long games) {
        Step step = new Step(task, games);
        open.add(step);
        show(step);
        return step;
    }

    /**
     * Opens a step named {@code task} of {@code games} games, drawn only once it has gone on for
     * {@code after}, with its count and time so far: a short job shows no bar.
     */
    public synchronized Step open(String task, long games, Duration after) {
        Step step = new Step(task, games);
        open.add(step);
        if (draw) {
            Thread.ofPlatform().daemon().name("progress-bar").start(() -> {
                try {
                    Thread.sleep(after);
                } catch (InterruptedException e) {
                    return;
                }
                synchronized (this) {
                    if (!open.isEmpty() && open.getLast() == step) {
                        show(step);
                    }
                }
            });
        }
        return step;
    }

    /** {@code games} more games of {@code step} are done (from any thread). */
    public void played(Step step, long games) {
        long done = step.done.addAndGet(games);
        Drawn d = drawn;
        if (d != null && d.step == step) {
            d.bar.stepTo(done);
        }
    }

    /** {@code step} is over, completed or not: its bar goes, and the step open before it is drawn again. */
    public synchronized void close(Step step) {
        if (open.remove(step) && drawn != null && drawn.step == step) {
            hide();
            if (!open.isEmpty()) {
                show(open.getLast());
            }
        }
    }

    /** Runs {@code printing} (which prints lines) with the bar taken off the terminal, and puts it back below them. */
    public synchronized void print(Runnable printing) {
        Drawn d = drawn;
        hide();
        printing.run();
        if (d != null) {
            show(d.step);
        }
    }

    private void show(Step step) {
        hide();
        if (draw) {
            drawn = new Drawn(step, bar(step.task, step.total, step.done.get(), Duration.ofNanos(System.nanoTime() - step.opened),
                    stream));
        }
    }

    private void hide() {
        Drawn d = drawn;
        drawn = null;
        if (d != null) {
            d.bar.close();
        }
    }

    /**
     * Draws a bar on one line of a terminal, which it leaves empty when the bar is closed, the
     * cursor at its start: the library's own consumer ends it with a line break, which left an
     * empty line on the screen for every bar. The line is erased to its end, also past the bar
     * (the {@code ^C} a terminal echoes where the cursor was).
     */
    private static final class LineConsumer extends ConsoleProgressBarConsumer {
        private final PrintStream stream;

        LineConsumer(PrintStream stream) {
            super(stream, BAR_WIDTH);
            this.stream = stream;
        }

        @Override
        public void close() {
            stream.print("\r\u001b[K");
            stream.flush();
        }
    }

    /**
     * A bar of {@code games} games named {@code task} (−1: not counted, its name and time alone),
     * {@code done} of them played in {@code elapsed} before it is drawn (a step drawn again, a
     * resumed training's), drawn on {@code stream} (standard error), redrawn four times a second
     * and cleared when closed; {@code step} or {@code stepTo} moves it.
     */
    public static ProgressBar bar(String task, long games, long done, Duration elapsed, PrintStream stream) {
        ProgressBarBuilder bar = new ProgressBarBuilder()
                .setTaskName(task)
                .setInitialMax(games)
                .startsFrom(done, elapsed)
                .setUnit(" games", 1)
                .setUpdateIntervalMillis(250)
                .continuousUpdate() // the time goes on while a game does: the screen never stands still
                .setConsumer(new LineConsumer(stream))
                .clearDisplayOnFinish();
        if (games < 0) {
            bar.setRenderer((state, width) -> state.getTaskName() + " … " + ProgressLine.clock(state.getTotalElapsed()));
        }
        return bar.build();
    }
}
