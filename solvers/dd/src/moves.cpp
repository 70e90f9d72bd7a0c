// The generic engine's moves (Solver in engine.hpp): legal moves grouped into classes that play alike, the special
// moves (declarations, the trump change), move ordering, equal cards of multi-pack decks and jokers named as any
// card.
#include "engine.hpp"

#include <algorithm>
#include <cstring>
#include <cstdlib>

#include "bits.hpp"

namespace dd {

// Candidate masks per suit + joker namings, grouped into equivalence classes.
int Solver::gen(Move* out, int seat) {
    if (nplayed_ == 0 && change_pending_) return gen_specials(out, 0, seat);
    Mask cand[NSUIT] = {0, 0, 0, 0, 0};
    uint8_t joker_names = 0;  // bit per suit the jokers may be named
    if (nplayed_ == 0)
        lead_candidates(seat, cand, &joker_names);
    else if (R.jokers_never_win && trick_[0].esuit == JOKER)
        for (int s = 0; s < NSUIT; s++) cand[s] = h_[seat][s];  // a joker led binds nobody
    else
        follow_candidates(seat, cand, &joker_names);
    if (R.must_head && nplayed_ > 0) head(cand);
    int n = 0;
    for (int s = 0; s < NSUIT; s++)
        if (cand[s]) n = gen_classes(out, n, seat, s, cand[s], joker_names);
    return dynamic_ && nplayed_ == 0 ? gen_specials(out, n, seat) : n;
}

// The cards seat may lead (cand) and the suits its jokers may be named in: the banned lead and the
// no_trump_lead_seat's trumps out while it holds another suit, a joker only as J1 allows.
DD_INLINE void Solver::lead_candidates(int seat, Mask* cand, uint8_t* joker_names) const {
    const Mask* H = h_[seat];
    const int T = R.trump;
    for (int s = 0; s < NSUIT; s++) cand[s] = H[s];
    if (H[JOKER]) *joker_names = 0xF;
    if (R.joker_names && !joker_may_lead(seat)) cand[JOKER] = 0;  // J1
    if (R.banned_lead >= 0 && H[R.banned_lead]) {
        bool other = H[JOKER] != 0;
        for (int s = 0; s < 4; s++)
            if (s != R.banned_lead && H[s]) other = true;
        if (other) {
            cand[R.banned_lead] = 0;
            *joker_names &= (uint8_t)~(1u << R.banned_lead);
        }
    }
    if (seat == R.no_trump_lead_seat && T >= 0) {
        bool other = false;
        for (int s = 0; s < 4; s++)
            if (s != T && H[s]) other = true;
        if (other || R.caught_ends) {  // business: never a trump, whatever else he holds (BIZ-8)
            cand[T] = 0;
            *joker_names &= (uint8_t)~(1u << T);
        }
    }
}

// The cards seat may play to the trick (cand): follow (over the trick's trumps where the rules say so), else
// trump (likewise), else anything; a joker, void of the led suit (J2), named in the led suit or any suit.
DD_INLINE void Solver::follow_candidates(int seat, Mask* cand, uint8_t* joker_names) const {
    const Mask* H = h_[seat];
    const int T = R.trump;
    const int led = trick_[0].esuit;
    bool partner_wins = false;
    if (R.partner_exempt) partner_wins = R.side[trick_[trick_winner()].seat] == R.side[seat];
    int ht = -1;  // highest trump power in trick
    if (T >= 0)
        for (int i = 0; i < nplayed_; i++)
            if (trick_[i].esuit == T && trick_[i].ebit > ht) ht = trick_[i].ebit;
    if (R.follow && H[led]) {
        cand[led] = H[led];
        if (R.must_overtrump && led == T && !partner_wins && ht >= 0) {
            const Mask hi = (Mask)(H[led] & beat_mask(led, ht));
            if (hi) cand[led] = hi;
        }
        return;
    }
    if (R.must_trump && T >= 0 && H[T] && !partner_wins) {
        cand[T] = H[T];
        if (R.must_overtrump && ht >= 0) {
            const Mask hi = (Mask)(H[T] & beat_mask(T, ht));
            if (hi) cand[T] = hi;
        }
    } else if (R.void_overtrump && T >= 0 && ht >= 0 && ht < MAXPOW - 1 && !partner_wins &&
               (H[T] & beat_mask(T, ht))) {
        cand[T] = (Mask)(H[T] & beat_mask(T, ht));
    } else {
        for (int s = 0; s < 4; s++) cand[s] = H[s];
        if (R.jokers_never_win) cand[JOKER] = H[JOKER];  // only a seat free to play any card
    }
    if (H[JOKER] && !R.jokers_never_win) {
        cand[JOKER] = H[JOKER];
        *joker_names = (uint8_t)(R.joker_names ? 0xF : 1u << led);  // J2: void, named as any card
    }
}

// The candidates c of suit s as moves appended to out[n..]: walked high to low, neighbours that play alike form
// one class (one move), split where the ranks between them, the points, a marriage or a joker tell them apart.
DD_INLINE int Solver::gen_classes(Move* out, int n, int seat, int s, Mask c, uint8_t joker_names) const {
    Mask others = 0;
    for (int q = 0; q < R.nseats; q++)
        if (q != seat) others |= h_[q][s];
    for (int i = 0; i < nplayed_; i++)
        if (trick_[i].suit == s) others |= (Mask)(1u << trick_[i].bit);
    const JokerGaps gaps = R.joker_names ? joker_gaps(seat, s) : JokerGaps{};
    int prev = -1;
    Mask cls = 0;
    for (uint32_t m = c; m;) {
        const int b = topbit(m);
        m &= ~(1u << b);
        if (prev >= 0) {
            bool split = split_class(s, prev, b, others);
            if (R.joker_names && named_joker_splits(gaps, prev, b)) split = true;
            if (!R.tricks_only && R.points[s][b] != R.points[s][prev]) split = true;
            // a marriage card is not interchangeable with its neighbour: playing it breaks the marriage
            if (R.declarations && (b == R.decl_bits[0] || b == R.decl_bits[1] || prev == R.decl_bits[0] ||
                                   prev == R.decl_bits[1]))
                split = true;
            if (split) {
                n = class_moves(out, n, s, cls, joker_names);
                cls = 0;
            }
        }
        cls |= (Mask)(1u << b);
        prev = b;
    }
    return cls ? class_moves(out, n, s, cls, joker_names) : n;
}

// One class cl of suit s as moves: a card (its lowest stands for the class), a joker named in each suit it may
// be, or named as any card (gen_named_jokers).
DD_INLINE int Solver::class_moves(Move* out, int n, int s, Mask cl, uint8_t joker_names) const {
    const int rep = lowbit(cl);
    if (s == JOKER && R.joker_names) return gen_named_jokers(out, n, cl, joker_names);
    if (s == JOKER && !R.jokers_never_win) {
        for (int ns = 0; ns < 4; ns++)
            if (joker_names & (1u << ns))
                out[n++] = Move{(int8_t)s, (int8_t)rep, (int8_t)ns, (int8_t)(MAXPOW + rep), cl, 0};
        return n;
    }
    out[n++] = Move{(int8_t)s, (int8_t)rep, (int8_t)s, (int8_t)rep, cl, 0};
    return n;
}

// Declaring leads (each card of a marriage held, the leader having won the previous trick) and the trump
// changes (every other suit), appended to the n moves of out.
int Solver::gen_specials(Move* out, int n, int seat) {
    const Mask* H = h_[seat];
    if (R.declarations && lead_won_ && !change_pending_) {
        for (int s = 0; s < 4; s++) {
            const Mask pair = (Mask)((1u << R.decl_bits[0]) | (1u << R.decl_bits[1]));
            if ((H[s] & pair) != pair) continue;
            for (int i = 0; i < 2; i++) {
                const int8_t b = (int8_t)R.decl_bits[i];
                out[n++] = Move{(int8_t)s, b, (int8_t)s, b, (Mask)(1u << b), 0, MOVE_DECLARE};
            }
        }
    }
    const bool change = change_pending_ || (R.trump_change && change_left_ && lead_won_ && seat == R.no_trump_lead_seat);
    if (change)
        for (int s = 0; s < 4; s++)
            if (s != R.trump) out[n++] = Move{CHANGE_SUIT, (int8_t)s, (int8_t)s, 0, 0, 0, MOVE_CHANGE};
    return n;
}

void Solver::set_flags(const PlayFlags& f) {
    nundo_ = 0;
    R.trump = base_trump_;
    R.no_trump_lead_seat = base_ntl_;
    R.count_seat = base_count_;
    lead_won_ = !f.first_trick;
    change_left_ = f.change_left;
    change_pending_ = f.change_pending;
}

void Solver::play_special(const Move& m) {
    if (nundo_ >= 64) throw std::runtime_error("too many declarations");
    undo_[nundo_++] = Undo{(int8_t)R.trump, (int8_t)R.no_trump_lead_seat, (int8_t)R.count_seat, change_left_,
                           change_pending_};
    if (m.kind == MOVE_DECLARE) {
        R.trump = m.suit;  // the marriage's suit is trump from this trick on, the declaring lead included
        return;
    }
    R.trump = m.esuit;
    change_left_ = false;
    change_pending_ = false;
    if (R.swap_seat >= 0) {  // the Banker becomes the Declarer: his tricks count, he may not lead trumps
        R.no_trump_lead_seat = R.swap_seat;
        R.count_seat = R.swap_seat;
    }
}

void Solver::unplay_special() {
    const Undo& u = undo_[--nundo_];
    R.trump = u.trump;
    R.no_trump_lead_seat = u.no_trump_lead_seat;
    R.count_seat = u.count_seat;
    change_left_ = u.change_left;
    change_pending_ = u.change_pending;
}

// The Declarer must lead, holds nothing but trumps (he never leads one) and has no change left.
bool Solver::is_caught() const {
    if (!R.caught_ends || nplayed_ != 0 || leader_ != R.no_trump_lead_seat || R.trump < 0 || change_pending_) return false;
    if (R.trump_change && change_left_ && lead_won_) return false;
    const Mask* H = h_[leader_];
    for (int s = 0; s < 4; s++)
        if (s != R.trump && H[s]) return false;
    // a joker gives a lead unless J1 forbids it (BIZ-10); without Rules::joker_names any joker leads
    if (H[JOKER]) return R.joker_names && !joker_may_lead(leader_);
    return H[R.trump] != 0;
}

int Solver::special_points(const Move& m, int seat) const {
    return m.kind == MOVE_DECLARE && counted(seat) ? R.decl_points[m.suit] : 0;
}

// Every marriage still whole in one hand, whoever may declare it: a bound on the points still to come.
int Solver::declarable_points() const {
    if (!R.declarations) return 0;
    const Mask pair = (Mask)((1u << R.decl_bits[0]) | (1u << R.decl_bits[1]));
    int p = 0;
    for (int q = 0; q < R.nseats; q++)
        for (int s = 0; s < 4; s++)
            if ((h_[q][s] & pair) == pair) p += R.decl_points[s];
    return p;
}

// The trump and the flags, for the transposition key (positions that differ only there differ in value).
uint64_t Solver::flag_bits() const {
    return (uint64_t)(R.trump + 1) | (uint64_t)lead_won_ << 3 | (uint64_t)change_left_ << 4 |
           (uint64_t)change_pending_ << 5 | (uint64_t)(R.count_seat + 1) << 6 | (uint64_t)(R.no_trump_lead_seat + 1) << 9;
}

// Ordering when the maximising seats avoid taking points (count_min_side): they duck with their highest card
// that does not win; the others play under the avoider's winning card (dumping high cards), low while an avoider
// is still to play to a trick a loader wins (so that it has to go under that card), and high once every avoider
// has played to it (the trick is the loaders' anyway: they shed the high cards that could overtake an avoider
// later and keep the low ones to go under it).
// Card points matter first (a card carrying points is shed onto the avoider or kept out of the loaders' tricks),
// ranks second.  An avoider forced to win sheds its highest card that carries no points (the loaders behind it
// duck, so it wins whichever it plays).
int Solver::avoid_score(const Move& m, const PCard& wc, bool beats, bool avoider) const {
    const int carries = R.points[m.suit][m.bit] > 0 ? 20 : 0;  // the table is empty with tricks only
    if (avoider) return beats ? -50 + m.ebit - carries : 100 + m.ebit + carries;
    if (R.side[wc.seat]) return beats ? -50 - m.ebit : 100 + m.ebit + 2 * carries;
    bool avoider_played = false;
    for (int i = 0; i < nplayed_; i++) avoider_played = avoider_played || R.side[trick_[i].seat];
    return avoider_played ? m.ebit - 2 * carries : -m.ebit - carries;
}

// Leads when the maximising seats avoid points: every seat leads low, a loader first a suit an avoider will have
// to win (all its cards there above every other card of the suit left) with the cards carrying points first, an
// avoider first a suit where a loader will have to win (all that loader's cards there above the led card).
// Against a lone avoider a loader's leads are ranked by loader_lead_score.
int Solver::avoid_lead_score(const Move& m, int seat) const {
    if (m.suit == JOKER) return 0;
    const int s = m.suit;
    const int carries = R.points[s][m.bit] > 0 ? 20 : 0;
    if (!R.side[seat]) {
        int avoider = -1, avoiders = 0;
        for (int q = 0; q < R.nseats; q++)
            if (R.side[q]) avoider = q, avoiders++;
        if (avoiders == 1) return loader_lead_score(m, avoider, carries);
    }
    Mask others[2] = {0, 0};  // cards of suit s held by the loaders / the avoiders other than the leader
    for (int q = 0; q < R.nseats; q++)
        if (q != seat) others[R.side[q]] |= h_[q][s];
    others[R.side[seat]] |= h_[seat][s];
    int sc = -m.bit;
    for (int q = 0; q < R.nseats; q++) {
        const Mask hq = h_[q][s];
        if (q == seat || !hq || R.side[q] == R.side[seat]) continue;
        const Mask mine = others[R.side[seat]];  // the leader's side's cards of the suit
        if (R.side[seat] == 0 && lowbit(hq) > topbit(mine)) sc = 200 + carries - m.bit;
        if (R.side[seat] == 1 && lowbit(hq) > m.bit) sc = 100 + carries - m.bit;
    }
    return sc;
}

// A loader's lead against the lone avoider: first a suit the avoider must win (its lowest card above every
// loader's card), then one where it holds nothing under the led card, low cards and the avoider's short suits
// first; last a suit it is void in (it discards whatever it likes).  Measured against the plain "lead low" over
// six 10-card deals a contract: 30.0 M -> 28.6 M trick starts (with the killer off for the cards that follow).
int Solver::loader_lead_score(const Move& m, int avoider, int carries) const {
    const int s = m.suit;
    const Mask mine = h_[avoider][s];
    Mask loaders = 0;
    for (int q = 0; q < R.nseats; q++)
        if (q != avoider) loaders |= h_[q][s];
    if (!mine) return -60 - m.bit;
    if (lowbit(mine) > topbit(loaders)) return 200 + carries - m.bit;
    if (lowbit(mine) > m.bit) return 120 + carries - m.bit - 2 * popc(mine);
    return 20 - m.bit - 3 * popc(mine);
}

void Solver::order(Move* mv, int n, int seat) {
    const uint16_t kill = killer_[tricks_left() & 63][nplayed_][0];
    Mask opp[NSUIT] = {0, 0, 0, 0, 0}, mate[NSUIT] = {0, 0, 0, 0, 0};
    for (int q = 0; q < R.nseats; q++) {
        if (q == seat) continue;
        for (int s = 0; s < NSUIT; s++) (R.side[q] == R.side[seat] ? mate : opp)[s] |= h_[q][s];
    }
    if (nplayed_ == 0) {
        for (int i = 0; i < n; i++) {
            Move& m = mv[i];
            const bool killer = ((m.suit << 8) | m.bit) == kill;
            m.score = m.kind == MOVE_CHANGE ? -500 : lead_score(m, seat, opp, mate) + (killer ? 1000 : 0);
        }
    } else {
        follow_scores(mv, n, seat, opp, kill);
    }
    sort_by_score(mv, n);
}

// A lead's score (a change is tried after the cards, see order): cash masters unless an opponent ruffs, lead low
// to the partner's winner, else low; a suit the partner ruffs first.  Penalties: avoid_lead_score.
DD_INLINE int Solver::lead_score(const Move& m, int seat, const Mask* opp, const Mask* mate) const {
    if (R.count_min_side) return avoid_lead_score(m, seat);
    if (m.suit == JOKER) return R.jokers_never_win ? -20 : 30;  // a joker that never wins hands the trick on
    const int T = R.trump;
    const int me = R.side[seat];
    const int s = m.esuit;
    const int ob = opp[s] ? topbit(opp[s]) : -1;
    const int top = topbit(m.cls);
    bool opp_ruff = false, mate_ruff = false;
    if (T >= 0 && s != T) {
        for (int q = 0; q < R.nseats; q++) {
            if (q == seat || h_[q][s] || !h_[q][T]) continue;
            if (R.side[q] == me)
                mate_ruff = true;
            else
                opp_ruff = true;
        }
    }
    const bool master = grouped_ ? ob < 0 || R.group[s][top] >= R.group[s][ob] : top > ob;  // led: ties win
    int sc;
    if (master) {
        sc = 50 + m.bit;  // winner: cash (high ones first is irrelevant)
        if (opp_ruff) sc -= 45;
    } else if (mate[s] && topbit(mate[s]) > ob) {
        sc = 35 - m.bit;  // lead low to partner's winner
        if (opp_ruff) sc -= 30;
    } else {
        sc = -m.bit;
        if (popc(m.cls) >= 2 && top + 1 == ob) sc += 10;
        if (opp_ruff) sc -= 20;
    }
    if (mate_ruff && !opp_ruff) sc += 25;
    if (s == T && T >= 0 && opp[T]) sc += 5;  // draw the opponents' trumps
    if (!opp[s]) sc -= 10;  // nothing to catch
    return sc + (m.kind == MOVE_DECLARE ? 40 : 0);
}

// Can an opponent of seat still to play to this trick beat a card of effective suit esuit and power ebit?
DD_INLINE bool Solver::later_opponent_beats(int seat, int esuit, int ebit) const {
    const int T = R.trump;
    const int led = trick_[0].esuit;
    for (int k = nplayed_ + 1; k < R.nseats; k++) {
        const int q = (leader_ + k) % R.nseats;
        if (R.side[q] == R.side[seat]) continue;
        if (h_[q][JOKER] && !R.jokers_never_win) return true;
        if (h_[q][led]) {
            if (esuit == led && (h_[q][led] & beat_mask(led, ebit))) return true;
        } else if (T >= 0 && h_[q][T]) {
            if (esuit != T) return true;
            if (h_[q][T] & beat_mask(T, ebit)) return true;
        }
    }
    return false;
}

// The scores of the cards seat may play to the trick: win cheaply where the partner does not already hold the
// trick safely, else play low; discards from long suits, keeping masters and trumps.  Penalties: avoid_score.
DD_INLINE void Solver::follow_scores(Move* mv, int n, int seat, const Mask* opp, uint16_t kill) const {
    const int T = R.trump;
    const int me = R.side[seat];
    const PCard& wc = trick_[trick_winner()];
    const bool mate_wins = R.side[wc.seat] == me;
    const bool last = nplayed_ == R.nseats - 1;
    const int led = trick_[0].esuit;
    const bool mate_safe = mate_wins && !later_opponent_beats(seat, wc.esuit, wc.ebit);
    for (int i = 0; i < n; i++) {
        Move& m = mv[i];
        bool beats = (m.esuit == wc.esuit && m.ebit > wc.ebit) || (T >= 0 && m.esuit == T && wc.esuit != T);
        if (grouped_ || R.jokers_never_win) beats = beats_general(m, wc);
        int sc = -m.ebit;
        if (mate_wins && beats)
            sc = mate_safe ? -80 - m.ebit : (later_opponent_beats(seat, m.esuit, m.ebit) ? -60 - m.ebit : 20 - m.ebit);
        else if (beats)
            sc = last || !later_opponent_beats(seat, m.esuit, m.ebit) ? 100 - m.ebit : 30 - m.ebit;
        if (m.esuit != led && !beats) {
            // discard: prefer long suits, keep masters
            sc += popc(h_[seat][m.suit]);
            if (m.suit < 4 && opp[m.suit] && m.bit > topbit(opp[m.suit])) sc -= 15;
            if (m.suit == T) sc -= 20;
        }
        if (R.count_min_side) sc = avoid_score(m, wc, beats, me != 0);
        // Avoid play keeps its own order for the cards played to a trick: the killer (the last card that cut at
        // this depth and place in the trick) put first there cost 19% more trick starts over six 10-card
        // barbu deals a contract; on leads it still saves 4%.
        if (((m.suit << 8) | m.bit) == kill && !R.count_min_side) sc += 1000;
        m.score = sc;
    }
}

// ---------------------------------------------------------------- equal cards, jokers that never win

// Group bounds per power.  Partition search is off with groups: every entry keeps all the cards with their
// ties (relative ranks, exact for tricks).  A version keeping the ties of the cards an entry keeps and never
// cutting a group agreed with the exact keys on every bezique play-out position tried but was no faster
// there (most cards decide a trick when copies tie), so the simpler exact keys stay.
void Solver::init_groups() {
    grouped_ = R.grouped;
    for (int s = 0; s < NSUIT; s++)
        for (int b = 0; b < MAXPOW; b++) glo_[s][b] = ghi_[s][b] = (uint8_t)b;
    if (!grouped_) return;
    abstract_ = false;
    for (int s = 0; s < NSUIT; s++) {
        for (int b = 1; b < MAXPOW; b++)
            if (R.group[s][b] < R.group[s][b - 1]) throw std::invalid_argument("groups must not decrease with power");
        for (int b = 1; b < MAXPOW; b++)
            if (R.group[s][b] == R.group[s][b - 1]) glo_[s][b] = glo_[s][b - 1];
        for (int b = MAXPOW - 2; b >= 0; b--)
            if (R.group[s][b] == R.group[s][b + 1]) ghi_[s][b] = ghi_[s][b + 1];
    }
}

// The bits of a key's per-suit word an entry keeping the top k cards compares: their owners (owner_bits_ each).
uint64_t Solver::entry_mask(int k) const {
    return tt_.mask_of(k);
}

// Must head (bezique's play-out): of the cards allowed, only those beating the trick's winning card, when any
// does (a card after a joker that never wins beats it if it has a suit).  Named jokers are not combined with it.
void Solver::head(Mask* cand) const {
    const PCard& wc = trick_[trick_winner()];
    Mask beat[NSUIT] = {0, 0, 0, 0, 0};
    bool any = false;
    for (int s = 0; s < 4; s++) {
        if (wc.esuit == JOKER || (s == R.trump && wc.esuit != R.trump))
            beat[s] = cand[s];
        else if (s == wc.esuit)
            beat[s] = (Mask)(cand[s] & beat_mask(s, wc.ebit));
        any = any || beat[s];
    }
    if (!any) return;
    for (int s = 0; s < NSUIT; s++) cand[s] = beat[s];
}

// Quick tricks for a leader alone on his side in a multi-pack game (bezique): a forced ruff cannot hand the
// lead to a partner (there is none), so must-trump does not spoil the count, and a led card equal to the
// others' best wins.  Other games keep their rules (no change to their searches).
bool Solver::lone_multipack(int seat) const {
    if (!grouped_ && !R.jokers_never_win) return false;
    for (int q = 0; q < R.nseats; q++)
        if (q != seat && R.side[q] == R.side[seat]) return false;
    return true;
}

Mask Solver::beat_mask(int s, int b) const { return b >= MAXPOW - 1 ? 0 : above(ghi_[s][b]); }

int Solver::strength(const PCard& c) const {
    if (c.ebit >= MAXPOW) return 64 + c.ebit;  // a named joker: above every card of its suit
    return grouped_ ? R.group[c.esuit][c.ebit] : c.ebit;
}

// The trick's winner when cards may tie (the earlier wins) or jokers never win (the first suited card
// after a joker lead takes over).
int Solver::trick_winner_general() const {
    int w = 0;
    for (int i = 1; i < nplayed_; i++) {
        const PCard& c = trick_[i];
        const PCard& b = trick_[w];
        if (c.esuit == JOKER) continue;  // only jokers that never win keep suit 4 in a trick
        if (b.esuit == JOKER) {
            w = i;
        } else if (c.esuit == b.esuit) {
            if (strength(c) > strength(b)) w = i;
        } else if (R.trump >= 0 && c.esuit == R.trump) {
            w = i;
        }
    }
    return w;
}

// Move ordering's "does m beat the winning card" under the same rules.
bool Solver::beats_general(const Move& m, const PCard& wc) const {
    if (m.esuit == JOKER) return false;
    if (wc.esuit == JOKER) return true;
    PCard c{m.suit, m.bit, m.esuit, m.ebit, 0};
    if (m.esuit == wc.esuit) return strength(c) > strength(wc);
    return R.trump >= 0 && m.esuit == R.trump;
}

// Whether two cards of one hand (powers prev > b, consecutive among its candidates) play differently: some
// other card ranks between them or ties with either.  Copies of one card never differ; nor do jokers that
// never win.
bool Solver::split_class(int s, int prev, int b, Mask others) const {
    if (R.jokers_never_win && s == JOKER) return false;
    if (!grouped_) return (others & (Mask)(below(prev) & above(b))) != 0;
    if (R.group[s][prev] == R.group[s][b]) return false;
    const Mask span = (Mask)(below(ghi_[s][prev] + 1) & (Mask)~below(glo_[s][b]));
    return (others & span) != 0;
}

// Bit k: the k-th and (k+1)-th remaining cards of the suit (from the top) tie (at most 31 bits).  With the
// owners of the cards in rank order and the lengths, it fixes a trick-only position up to renaming ranks,
// which changes no play.
uint64_t Solver::rank_pattern(int s, Mask all) const {
    uint64_t pat = 0;
    int k = 0, prev = -1;
    for (uint32_t m = all; m; k++) {
        const int bt = topbit(m);
        m &= ~(1u << bt);
        if (prev >= 0 && R.group[s][bt] == R.group[s][prev]) pat |= 1ULL << (k - 1);
        prev = bt;
    }
    return pat;
}

// ---------------------------------------------------------------- jokers named as any card (business)

// J1: a joker leads only as its holder's last card or from a hand of exactly the two jokers.
bool Solver::joker_may_lead(int seat) const {
    const Mask* H = h_[seat];
    int cards = 0;
    for (int s = 0; s < NSUIT; s++) cards += popc(H[s]);
    return cards == 1 || (cards == 2 && popc(H[JOKER]) == 2);
}

// The namings of the jokers of class cls (a hand's jokers are alike) in the suits allowed, one move per class
// of namings that play alike.  Proof: the joker leaves with its trick, so a naming matters only through the
// trick's winner and, led, the suit to follow (its suit, the same for every naming of a move).  The winner
// depends on the joker's name only through how it compares with each card that is or may come into the trick
// in the same suit: an earlier card of power c loses to it iff it is named above c, a later one iff named c or
// above (the earlier of equal cards wins).  Two namings with no cut (naming_cuts) between them compare alike
// with all of those, so every line of play has the same winner and the same position after the trick: they
// have the same value.  Following in a suit that is neither led nor trump, the joker can win nothing and no
// card compares with it: all its powers are one class.
int Solver::gen_named_jokers(Move* out, int n, Mask cls, uint8_t suits) const {
    const int led = nplayed_ ? trick_[0].esuit : -1;
    for (int ns = 0; ns < 4; ns++) {
        if (!(suits & (1u << ns))) continue;
        if (n + 16 > 64) throw std::runtime_error("too many joker namings");
        const Mask cuts = led >= 0 && ns != led && ns != R.trump ? 0 : naming_cuts(ns);
        Mask run = 0;
        auto emit = [&]() {
            const int8_t top = (int8_t)topbit(run);
            out[n++] = Move{(int8_t)JOKER, (int8_t)lowbit(cls), (int8_t)ns, top, cls, 0, MOVE_CARD, run};
        };
        for (int p = 0; p < 16; p++) {
            if (!(R.joker_names >> p & 1)) continue;
            if ((cuts >> p & 1) && run) {
                emit();
                run = 0;
            }
            run |= (Mask)(1u << p);
        }
        if (run) emit();
    }
    return n;
}

// Powers p at which a joker named in suit s starts to beat another card of the trick (named p beats it, named
// p - 1 does not): c + 1 for an earlier card of power c, c for a card of a seat still to play.
// A seat still to play holding the other joker, and no card of the led suit (s when this joker leads), may play
// it to this trick (J2) named anywhere: beside how this joker compares with the cards, what matters then is
// which names the later joker has above this one's.  Between two cuts (a run) every name compares alike with
// every card of the trick and of the later seats' hands (those are the cuts), for this joker and for the later
// one; so what the later joker can do against a name p of the run (beat it with a name q > p: of this run, or
// of a run above it, the same for all p of the run; or not beat it, whatever its name) depends only on whether
// the run holds a nameable power above p.  The top nameable power of each run is therefore a class of its own
// (run_tops), and the rest of the run another: two classes a run where every power used to be one.
Mask Solver::naming_cuts(int s) const {
    Mask cuts = 0;
    const int led = nplayed_ ? trick_[0].esuit : s;
    for (int i = 0; i < nplayed_; i++)
        if (trick_[i].esuit == s && trick_[i].ebit < MAXPOW - 1) cuts |= (Mask)(1u << (trick_[i].ebit + 1));
    bool later_joker = false;
    for (int k = nplayed_ + 1; k < R.nseats; k++) {
        const int q = (leader_ + k) % R.nseats;
        later_joker = later_joker || (h_[q][JOKER] && !h_[q][led]);
        cuts |= h_[q][s];
    }
    return later_joker ? cuts | run_tops(cuts) : cuts;
}

// The top nameable power of each run of powers between cuts (naming_cuts), over the powers gen_named_jokers names.
Mask Solver::run_tops(Mask cuts) const {
    Mask tops = 0;
    int top = -1;
    for (int p = 0; p < 16; p++) {
        if ((cuts >> p & 1) && top >= 0) {
            tops |= (Mask)(1u << top);
            top = -1;
        }
        if (R.joker_names >> p & 1) top = p;
    }
    if (top >= 0) tops |= (Mask)(1u << top);
    return tops;
}

// Whether two cards of the seat's hand in suit s (powers prev > b, no live card between them) play differently
// because of jokers named as any card (g: joker_gaps of the seat and suit).  A joker already in the trick,
// named r in suit s, is beaten by prev and not by b when b <= r < prev.  Otherwise, with another seat's joker still in a hand, they play alike when the
// free powers (nameable, no card of a hand or of the trick, no name in the trick) right below b and right above
// prev number at least cap each (wide gaps): cap 3 while the jokers in hands are in two hands, else 1.  Proof:
// the seat plays X (b or prev) and keeps the other.  In this trick a later joker compares with X alone: a name
// that beats b and none of the other cards beats prev too if it is above it (and is among the free powers above
// prev: one exists), and one that beats prev beats b; so the two lines of play correspond card for card and
// name for name, with the same winner.  (Two later jokers: the run above X holds at least two free powers
// either way, which is all naming_cuts distinguishes.)  After the trick the positions differ only in which of
// the two powers is dead: the gaps next to the kept card are (gap below b) + 1 + (gap between) below it and the
// gap above prev above it, against the gap below b below it and (gap between) + 1 + (gap above prev) above it,
// all the same once capped at cap when both outer gaps hold cap or more (the cards of this trick only widen
// them, alike in both).  By gap_pattern's proof two such trick starts have the same value (jokers gone: the
// usual relative ranks).  So playing b or prev gives the same value.  (The seat's own jokers never meet its own
// cards.)  Measured on business's 54-card deals (bench/README.md).
bool Solver::named_joker_splits(const JokerGaps& g, int prev, int b) const {
    if (g.named & below(prev) & (Mask)~below(b)) return true;
    if (!g.other) return false;
    const Mask lower = (Mask)(g.occupied & below(b)), higher = (Mask)(g.occupied & above(prev));
    const Mask under = (Mask)(g.free & below(b) & (lower ? above(topbit(lower)) : ~(Mask)0));
    const Mask over = (Mask)(g.free & above(prev) & (higher ? below(lowbit(higher)) : ~(Mask)0));
    return popc(under) < g.cap || popc(over) < g.cap;  // wide gaps: at least cap free powers each side
}

// named_joker_splits' facts for suit s, once a move generation: whether a seat other than `seat` holds a joker,
// the cap, the powers a card of a hand or of the trick or a joker's name in the trick occupies, the free
// (nameable, unoccupied) powers, and the names of jokers in the trick.
Solver::JokerGaps Solver::joker_gaps(int seat, int s) const {
    JokerGaps g;
    int holders = 0;
    for (int q = 0; q < R.nseats; q++) {
        g.occupied |= h_[q][s];
        if (!h_[q][JOKER]) continue;
        holders++;
        g.other = g.other || q != seat;
    }
    g.cap = holders >= 2 ? 3 : 1;
    for (int i = 0; i < nplayed_; i++) {
        if (trick_[i].esuit != s || trick_[i].ebit >= MAXPOW) continue;
        g.occupied |= (Mask)(1u << trick_[i].ebit);
        if (trick_[i].suit == JOKER) g.named |= (Mask)(1u << trick_[i].ebit);
    }
    g.free = (Mask)(R.joker_names & ~g.occupied);
    return g;
}

// A following joker named where it cannot win the trick: in a suit neither led nor trump, in the led suit once a
// trump is in the trick, or at or below the current winner of its suit (a later card only raises what wins, and
// of equal cards the earlier wins).  Every such naming of the same joker ends the trick alike: the same winner, the
// same cards gone, the joker with them; before that its name only adds cut points to the classes of later seats'
// moves, which are exact either way (gen_named_jokers, named_joker_splits).  So they have one value, and the search
// keeps one of them (drop_dead_namings; the root lists every move, legal_moves).  For partition search the one kept
// is named in the winner's suit where the joker has such a naming: its trick then ends won by rank wherever a dead
// naming in that suit would have ended so (after_trick keeps the winner), and a naming in a suit neither led nor
// trump needs less.  (Keeping any one of them was tried and gave wrong values: a naming in another suit leaves the
// winner alone of its suit, not won by rank, while the names it stands for in the winner's suit compare with it.)
bool Solver::naming_dead(const Move& m, const PCard& wc) const {
    if (m.suit != JOKER || m.esuit >= 4) return false;
    const int led = trick_[0].esuit;
    if (m.esuit != led && m.esuit != R.trump) return true;
    if (m.esuit != wc.esuit) return m.esuit == led;  // led suit under a trump: dead; a trump over the led suit: not
    return m.ebit <= wc.ebit;  // ebit is the class's top name
}

int Solver::drop_dead_namings(Move* mv, int nm) const {
    const PCard& wc = trick_[trick_winner()];
    int keep[2] = {-1, -1};  // per joker class (by its lowest joker): the dead naming kept
    for (int i = 0; i < nm; i++) {
        if (!naming_dead(mv[i], wc)) continue;
        int& k = keep[lowbit(mv[i].cls) & 1];
        if (k < 0 || (mv[k].esuit != wc.esuit && mv[i].esuit == wc.esuit)) k = i;
    }
    int kept = 0;
    for (int i = 0; i < nm; i++)
        if (!naming_dead(mv[i], wc) || i == keep[lowbit(mv[i].cls) & 1]) mv[kept++] = mv[i];
    return kept;
}

}  // namespace dd
