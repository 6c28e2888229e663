package org.evodraughts.ga.loop;

import org.evodraughts.ga.tournament.TournamentProgress;

/**
 * A generation's island tournaments, which run side by side, shown as one tournament to the
 * run's progress display (which, like a progress bar, follows one tournament at a time): the
 * first island's start opens it with every island's games (the islands' tournaments have the
 * same schedule, so as many games each), and it ends once every island's has ended, or with the
 * generation ({@link #generationEnded}: a failure or a stop may leave an island's tournament
 * unplayed). Thread-safe: the islands' threads start and end their tournaments, the game threads
 * end games.
 */
final class IslandsProgress implements TournamentProgress {
    private final TournamentProgress shown;
    private final int islands;
    private boolean open;
    private int ended;

    /** Shows the tournaments of {@code islands} islands on {@code shown}. */
    IslandsProgress(TournamentProgress shown, int islands) {
        this.shown = shown;
        this.islands = islands;
    }

    @Override
    public synchronized void started(int generation, int games) {
        if (!open) {
            open = true;
            ended = 0;
            shown.started(generation, games * islands);
        }
    }

    @Override
    public void gameEnded() {
        shown.gameEnded();
    }

    @Override
    public synchronized void ended() {
        if (open && ++ended == islands) {
            close();
        }
    }

    /** The generation is over, made or dropped: its tournament ends if it has not. */
    synchronized void generationEnded() {
        if (open) {
            close();
        }
    }

    private void close() {
        open = false;
        shown.ended();
    }
}
