; repaird solver transcript (profile yices)
(set-option :print-success true)
;; <- success
(set-option :produce-unsat-assumptions true)
;; <- success
(set-logic ALL)
;; <- success
(push 1)
;; <- success
(push 1)
;; <- success
(declare-const s10 Bool)
;; <- success
(declare-const h10_k (_ BitVec 16))
;; <- success
(declare-const h10_lhs (_ BitVec 16))
;; <- success
(declare-const h10_base (_ BitVec 16))
;; <- success
(declare-const h10_fld (_ BitVec 16))
;; <- success
(declare-const h10_rhs (_ BitVec 16))
;; <- success
(declare-const h10_add (_ BitVec 16))
;; <- success
(declare-const h10_op (_ BitVec 16))
;; <- success
(declare-const h10_rhs2 (_ BitVec 16))
;; <- success
(declare-const h10_fld1 (_ BitVec 16))
;; <- success
(declare-const h10_nn (_ BitVec 16))
;; <- success
(declare-const h10_src (_ BitVec 16))
;; <- success
(declare-const h10_sfld (_ BitVec 16))
;; <- success
(declare-const h10_at (_ BitVec 16))
;; <- success
(declare-const h10_to (_ BitVec 16))
;; <- success
(assert (and (or (= h10_k (_ bv0 16)) (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16))) (and (bvsle (_ bv0 16) h10_lhs) (bvslt h10_lhs (_ bv3 16))) (and (bvsle (_ bv0 16) h10_base) (bvslt h10_base (_ bv3 16))) (and (bvsle (_ bv0 16) h10_fld) (bvslt h10_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h10_rhs) (bvslt h10_rhs (_ bv4 16))) (and (bvsle (_ bv0 16) h10_add) (bvslt h10_add (_ bv3 16))) (and (bvsle (_ bv0 16) h10_op) (bvslt h10_op (_ bv3 16))) (and (bvsle (_ bv0 16) h10_rhs2) (bvslt h10_rhs2 (_ bv4 16))) (and (bvsle (_ bv0 16) h10_fld1) (bvslt h10_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h10_src) (bvslt h10_src (_ bv3 16))) (and (bvsle (_ bv0 16) h10_sfld) (bvslt h10_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h10_at) (bvslt h10_at (_ bv1 16))) (and (bvsle (_ bv0 16) h10_to) (bvslt h10_to (_ bv5 16))) (= h10_nn (_ bv0 16)) (=> (and (= h10_k (_ bv4 16)) (= h10_op (_ bv2 16))) (bvsge h10_rhs2 (_ bv3 16)))))
;; <- success
(declare-const r10 Bool)
;; <- success
(declare-const g10_del Bool)
;; <- success
(declare-const g10_ptr Bool)
;; <- success
(declare-const g10_op (_ BitVec 16))
;; <- success
(declare-const g10_x (_ BitVec 16))
;; <- success
(declare-const g10_y (_ BitVec 16))
;; <- success
(assert (or (and g10_ptr (and (bvsle (_ bv0 16) g10_op) (bvslt g10_op (_ bv2 16))) (and (bvsle (_ bv0 16) g10_x) (bvslt g10_x (_ bv3 16))) (and (bvsle (_ bv0 16) g10_y) (bvslt g10_y (_ bv4 16)))) (and (not g10_ptr) (and (bvsle (_ bv0 16) g10_op) (bvslt g10_op (_ bv6 16))) (and (bvsle (_ bv0 16) g10_x) (bvslt g10_x (_ bv5 16))) (and (bvsle (_ bv0 16) g10_y) (bvslt g10_y (_ bv8 16))))))
;; <- success
(declare-const s11 Bool)
;; <- success
(declare-const h11_k (_ BitVec 16))
;; <- success
(declare-const h11_lhs (_ BitVec 16))
;; <- success
(declare-const h11_base (_ BitVec 16))
;; <- success
(declare-const h11_fld (_ BitVec 16))
;; <- success
(declare-const h11_rhs (_ BitVec 16))
;; <- success
(declare-const h11_add (_ BitVec 16))
;; <- success
(declare-const h11_op (_ BitVec 16))
;; <- success
(declare-const h11_rhs2 (_ BitVec 16))
;; <- success
(declare-const h11_fld1 (_ BitVec 16))
;; <- success
(declare-const h11_nn (_ BitVec 16))
;; <- success
(declare-const h11_src (_ BitVec 16))
;; <- success
(declare-const h11_sfld (_ BitVec 16))
;; <- success
(declare-const h11_at (_ BitVec 16))
;; <- success
(declare-const h11_to (_ BitVec 16))
;; <- success
(assert (and (or (= h11_k (_ bv0 16)) (= h11_k (_ bv3 16)) (= h11_k (_ bv5 16)) (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)) (= h11_k (_ bv9 16))) (and (bvsle (_ bv0 16) h11_lhs) (bvslt h11_lhs (_ bv5 16))) (and (bvsle (_ bv0 16) h11_base) (bvslt h11_base (_ bv3 16))) (and (bvsle (_ bv0 16) h11_fld) (bvslt h11_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h11_rhs) (bvslt h11_rhs (_ bv8 16))) (and (bvsle (_ bv0 16) h11_add) (bvslt h11_add (_ bv3 16))) (and (bvsle (_ bv0 16) h11_op) (bvslt h11_op (_ bv3 16))) (and (bvsle (_ bv0 16) h11_rhs2) (bvslt h11_rhs2 (_ bv8 16))) (and (bvsle (_ bv0 16) h11_fld1) (bvslt h11_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h11_src) (bvslt h11_src (_ bv3 16))) (and (bvsle (_ bv0 16) h11_sfld) (bvslt h11_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h11_at) (bvslt h11_at (_ bv2 16))) (and (bvsle (_ bv0 16) h11_to) (bvslt h11_to (_ bv5 16))) (= h11_nn (_ bv0 16)) (=> (and (= h11_k (_ bv4 16)) (= h11_op (_ bv2 16))) (bvsge h11_rhs2 (_ bv5 16)))))
;; <- success
(declare-const r11 Bool)
;; <- success
(declare-const g11_del Bool)
;; <- success
(declare-const g11_ptr Bool)
;; <- success
(declare-const g11_op (_ BitVec 16))
;; <- success
(declare-const g11_x (_ BitVec 16))
;; <- success
(declare-const g11_y (_ BitVec 16))
;; <- success
(assert (or (and g11_ptr (and (bvsle (_ bv0 16) g11_op) (bvslt g11_op (_ bv2 16))) (and (bvsle (_ bv0 16) g11_x) (bvslt g11_x (_ bv3 16))) (and (bvsle (_ bv0 16) g11_y) (bvslt g11_y (_ bv4 16)))) (and (not g11_ptr) (and (bvsle (_ bv0 16) g11_op) (bvslt g11_op (_ bv6 16))) (and (bvsle (_ bv0 16) g11_x) (bvslt g11_x (_ bv5 16))) (and (bvsle (_ bv0 16) g11_y) (bvslt g11_y (_ bv8 16))))))
;; <- success
(declare-const u1 Bool)
;; <- success
(declare-const u2 Bool)
;; <- success
(declare-const u3 Bool)
;; <- success
(declare-const u4 (_ BitVec 16))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d5 () Bool (bvslt (_ bv0 16) (_ bv0 16)))
;; <- success
(assert (not d5))
;; <- success
(define-fun d6 () Bool (not (= (_ bv0 16) (_ bv0 16))))
;; <- success
(assert (not d6))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(declare-const u7 Bool)
;; <- success
(declare-const u8 Bool)
;; <- success
(declare-const u9 Bool)
;; <- success
(declare-const u10 (_ BitVec 16))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d11 () Bool (bvslt (_ bv0 16) (_ bv6 16)))
;; <- success
(assert d11)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d12 () Bool (= (_ bv0 16) (_ bv0 16)))
;; <- success
(assert d12)
;; <- success
(define-fun d13 () (_ BitVec 16) (ite d12 (_ bv1 16) (_ bv0 16)))
;; <- success
(define-fun d14 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d13 (ite (= g11_x (_ bv1 16)) (_ bv0 16) (_ bv1 16))))
;; <- success
(define-fun d15 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d13 (ite (= g11_y (_ bv1 16)) (_ bv0 16) (ite (= g11_y (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d16 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) (_ bv6 16) (ite (= g11_x (_ bv1 16)) (_ bv10 16) (ite (= g11_x (_ bv2 16)) (_ bv65534 16) (ite (= g11_x (_ bv3 16)) (_ bv10 16) (_ bv0 16))))))
;; <- success
(define-fun d17 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) (_ bv6 16) (ite (= g11_y (_ bv1 16)) (_ bv10 16) (ite (= g11_y (_ bv2 16)) (_ bv65534 16) (ite (= g11_y (_ bv3 16)) (_ bv10 16) (ite (= g11_y (_ bv4 16)) (_ bv0 16) (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d18 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d14 d15) (distinct d14 d15)) (ite (= g11_op (_ bv0 16)) (= d16 d17) (ite (= g11_op (_ bv1 16)) (distinct d16 d17) (ite (= g11_op (_ bv2 16)) (bvslt d16 d17) (ite (= g11_op (_ bv3 16)) (bvsle d16 d17) (ite (= g11_op (_ bv4 16)) (bvsgt d16 d17) (bvsge d16 d17)))))))) true))
;; <- success
(define-fun d19 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) (_ bv6 16) (ite (= h11_rhs (_ bv1 16)) (_ bv10 16) (ite (= h11_rhs (_ bv2 16)) (_ bv65534 16) (ite (= h11_rhs (_ bv3 16)) (_ bv10 16) (ite (= h11_rhs (_ bv4 16)) (_ bv0 16) (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d20 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d13 (ite (= h11_base (_ bv1 16)) (_ bv0 16) (_ bv1 16))))
;; <- success
(define-fun d21 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd (_ bv6 16) (_ bv65534 16)) (ite (= h11_to (_ bv1 16)) (bvadd (_ bv10 16) (_ bv65534 16)) (ite (= h11_to (_ bv2 16)) (bvadd (_ bv65534 16) (_ bv65534 16)) (ite (= h11_to (_ bv3 16)) (bvadd (_ bv10 16) (_ bv65534 16)) (bvadd (_ bv0 16) (_ bv65534 16)))))) (ite (= h11_to (_ bv0 16)) (bvadd (_ bv10 16) (_ bv6 16)) (ite (= h11_to (_ bv1 16)) (bvadd (_ bv10 16) (_ bv10 16)) (ite (= h11_to (_ bv2 16)) (bvadd (_ bv10 16) (_ bv65534 16)) (ite (= h11_to (_ bv3 16)) (bvadd (_ bv10 16) (_ bv10 16)) (bvadd (_ bv10 16) (_ bv0 16))))))))
;; <- success
(define-fun d22 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d21 (ite (= h11_k (_ bv5 16)) (bvadd (_ bv10 16) (_ bv65534 16)) (ite (= h11_k (_ bv0 16)) d19 (ite (= h11_k (_ bv3 16)) (bvadd d19 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv10 16))))))
;; <- success
(assert (=> (and (and d18 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (= d20 (_ bv1 16)))))
;; <- success
(define-fun d23 () (_ BitVec 16) (ite (and d18 (not s11)) (bvadd (_ bv10 16) (_ bv65534 16)) (_ bv65534 16)))
;; <- success
(define-fun d24 () (_ BitVec 16) (ite (and (and d18 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d22 (_ bv6 16)))
;; <- success
(define-fun d25 () (_ BitVec 16) (ite (and (and d18 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d22 (_ bv10 16)))
;; <- success
(define-fun d26 () (_ BitVec 16) (ite (and (and d18 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d22 d23))
;; <- success
(define-fun d27 () (_ BitVec 16) (ite (and (and d18 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d22 (_ bv10 16)))
;; <- success
(define-fun d28 () (_ BitVec 16) (ite (and (and d18 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d22 (_ bv0 16)))
;; <- success
(define-fun d29 () (_ BitVec 16) (ite (and (and (and d18 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))) (= d20 (_ bv1 16))) d19 (_ bv10 16)))
;; <- success
(define-fun d30 () (_ BitVec 16) (bvadd d28 (_ bv1 16)))
;; <- success
(assert (= d24 (_ bv6 16)))
;; <- success
(assert true)
;; <- success
(assert (= d13 (_ bv1 16)))
;; <- success
(assert (= d30 (_ bv1 16)))
;; <- success
(assert (= d25 (_ bv10 16)))
;; <- success
(assert (= d26 (_ bv65534 16)))
;; <- success
(assert (= (_ bv0 16) (_ bv1 16)))
;; <- success
(assert (= d27 (_ bv8 16)))
;; <- success
(assert (= d29 (_ bv10 16)))
;; <- success
(define-fun d31 () Bool (bvslt d30 d24))
;; <- success
(assert d31)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d32 () Bool (= d13 (_ bv0 16)))
;; <- success
(assert (not d32))
;; <- success
(define-fun d33 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d13 (ite (= g10_x (_ bv1 16)) (_ bv0 16) (_ bv2 16))))
;; <- success
(define-fun d34 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d13 (ite (= g10_y (_ bv1 16)) (_ bv0 16) (ite (= g10_y (_ bv2 16)) (_ bv2 16) (_ bv0 16)))))
;; <- success
(define-fun d35 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d24 (ite (= g10_x (_ bv1 16)) d25 (ite (= g10_x (_ bv2 16)) d26 (ite (= g10_x (_ bv3 16)) d27 d30)))))
;; <- success
(define-fun d36 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d24 (ite (= g10_y (_ bv1 16)) d25 (ite (= g10_y (_ bv2 16)) d26 (ite (= g10_y (_ bv3 16)) d27 (ite (= g10_y (_ bv4 16)) d30 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d37 () Bool (ite r10 (ite g10_del false (and (not d32) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d33 d34) (distinct d33 d34)) (ite (= g10_op (_ bv0 16)) (= d35 d36) (ite (= g10_op (_ bv1 16)) (distinct d35 d36) (ite (= g10_op (_ bv2 16)) (bvslt d35 d36) (ite (= g10_op (_ bv3 16)) (bvsle d35 d36) (ite (= g10_op (_ bv4 16)) (bvsgt d35 d36) (bvsge d35 d36))))))))) (not d32)))
;; <- success
(define-fun d38 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d13 (ite (= h10_rhs (_ bv1 16)) (_ bv0 16) (ite (= h10_rhs (_ bv2 16)) (_ bv2 16) (_ bv0 16)))))
;; <- success
(define-fun d39 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d13 (ite (= h10_base (_ bv1 16)) (_ bv0 16) (_ bv2 16))))
;; <- success
(define-fun d40 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d38 (_ bv65535 16)))
;; <- success
(assert (=> (and d37 (not s10)) (= d13 (_ bv1 16))))
;; <- success
(assert (=> (and (and d37 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d39 (_ bv1 16)) (= d39 (_ bv2 16))))))
;; <- success
(define-fun d41 () (_ BitVec 16) (ite (and (and d37 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d40 d13))
;; <- success
(define-fun d42 () (_ BitVec 16) (ite (and (and d37 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d40 (_ bv0 16)))
;; <- success
(define-fun d43 () (_ BitVec 16) (ite (and (and d37 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d40 (_ bv2 16)))
;; <- success
(define-fun d44 () (_ BitVec 16) (ite (and (and d37 (not s10)) (= d13 (_ bv1 16))) (_ bv2 16) (_ bv65535 16)))
;; <- success
(define-fun d45 () Bool (and (and d37 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d46 () (_ BitVec 16) (ite (and d45 (= d39 (_ bv1 16))) d38 d44))
;; <- success
(define-fun d47 () (_ BitVec 16) (ite (and d45 (= d39 (_ bv2 16))) d38 (_ bv65535 16)))
;; <- success
(define-fun d48 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d41 (ite (= g11_x (_ bv1 16)) d42 d43)))
;; <- success
(define-fun d49 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d41 (ite (= g11_y (_ bv1 16)) d42 (ite (= g11_y (_ bv2 16)) d43 (_ bv0 16)))))
;; <- success
(define-fun d50 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d24 (ite (= g11_x (_ bv1 16)) d25 (ite (= g11_x (_ bv2 16)) d26 (ite (= g11_x (_ bv3 16)) d27 d30)))))
;; <- success
(define-fun d51 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d24 (ite (= g11_y (_ bv1 16)) d25 (ite (= g11_y (_ bv2 16)) d26 (ite (= g11_y (_ bv3 16)) d27 (ite (= g11_y (_ bv4 16)) d30 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d52 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d48 d49) (distinct d48 d49)) (ite (= g11_op (_ bv0 16)) (= d50 d51) (ite (= g11_op (_ bv1 16)) (distinct d50 d51) (ite (= g11_op (_ bv2 16)) (bvslt d50 d51) (ite (= g11_op (_ bv3 16)) (bvsle d50 d51) (ite (= g11_op (_ bv4 16)) (bvsgt d50 d51) (bvsge d50 d51)))))))) true))
;; <- success
(define-fun d53 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d24 (ite (= h11_rhs (_ bv1 16)) d25 (ite (= h11_rhs (_ bv2 16)) d26 (ite (= h11_rhs (_ bv3 16)) d27 (ite (= h11_rhs (_ bv4 16)) d30 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d54 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d41 (ite (= h11_base (_ bv1 16)) d42 d43)))
;; <- success
(define-fun d55 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d24 d26) (ite (= h11_to (_ bv1 16)) (bvadd d25 d26) (ite (= h11_to (_ bv2 16)) (bvadd d26 d26) (ite (= h11_to (_ bv3 16)) (bvadd d27 d26) (bvadd d30 d26))))) (ite (= h11_to (_ bv0 16)) (bvadd d27 d24) (ite (= h11_to (_ bv1 16)) (bvadd d27 d25) (ite (= h11_to (_ bv2 16)) (bvadd d27 d26) (ite (= h11_to (_ bv3 16)) (bvadd d27 d27) (bvadd d27 d30)))))))
;; <- success
(define-fun d56 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d55 (ite (= h11_k (_ bv5 16)) (bvadd d27 d26) (ite (= h11_k (_ bv0 16)) d53 (ite (= h11_k (_ bv3 16)) (bvadd d53 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d54 (_ bv1 16)) d29 d27))))))
;; <- success
(assert (=> (and (and d52 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d54 (_ bv1 16)) (= d54 (_ bv2 16))))))
;; <- success
(define-fun d57 () (_ BitVec 16) (ite (and d52 (not s11)) (bvadd d27 d26) d26))
;; <- success
(define-fun d58 () (_ BitVec 16) (ite (and (and d52 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d56 d24))
;; <- success
(define-fun d59 () (_ BitVec 16) (ite (and (and d52 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d56 d25))
;; <- success
(define-fun d60 () (_ BitVec 16) (ite (and (and d52 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d56 d57))
;; <- success
(define-fun d61 () (_ BitVec 16) (ite (and (and d52 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d56 d27))
;; <- success
(define-fun d62 () (_ BitVec 16) (ite (and (and d52 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d56 d30))
;; <- success
(define-fun d63 () Bool (and (and d52 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d64 () (_ BitVec 16) (ite (and d63 (= d54 (_ bv1 16))) d53 d29))
;; <- success
(define-fun d65 () (_ BitVec 16) (ite (and d63 (= d54 (_ bv2 16))) d53 d27))
;; <- success
(define-fun d66 () (_ BitVec 16) (bvadd d62 (_ bv1 16)))
;; <- success
(assert (= d58 (_ bv6 16)))
;; <- success
(assert (= d43 (_ bv2 16)))
;; <- success
(assert (= d41 (_ bv1 16)))
;; <- success
(assert (= d66 (_ bv2 16)))
;; <- success
(assert (= d59 (_ bv10 16)))
;; <- success
(assert (= d60 (_ bv65534 16)))
;; <- success
(assert (= d42 (_ bv2 16)))
;; <- success
(assert (= d61 (_ bv6 16)))
;; <- success
(assert (= d64 (_ bv10 16)))
;; <- success
(assert (= d46 (_ bv2 16)))
;; <- success
(assert (= d65 (_ bv8 16)))
;; <- success
(define-fun d67 () Bool (bvslt d66 d58))
;; <- success
(assert d67)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d68 () Bool (= d41 (_ bv0 16)))
;; <- success
(assert (not d68))
;; <- success
(define-fun d69 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d41 (ite (= g10_x (_ bv1 16)) d42 (_ bv3 16))))
;; <- success
(define-fun d70 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d41 (ite (= g10_y (_ bv1 16)) d42 (ite (= g10_y (_ bv2 16)) (_ bv3 16) (_ bv0 16)))))
;; <- success
(define-fun d71 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d58 (ite (= g10_x (_ bv1 16)) d59 (ite (= g10_x (_ bv2 16)) d60 (ite (= g10_x (_ bv3 16)) d61 d66)))))
;; <- success
(define-fun d72 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d58 (ite (= g10_y (_ bv1 16)) d59 (ite (= g10_y (_ bv2 16)) d60 (ite (= g10_y (_ bv3 16)) d61 (ite (= g10_y (_ bv4 16)) d66 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d73 () Bool (ite r10 (ite g10_del false (and (not d68) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d69 d70) (distinct d69 d70)) (ite (= g10_op (_ bv0 16)) (= d71 d72) (ite (= g10_op (_ bv1 16)) (distinct d71 d72) (ite (= g10_op (_ bv2 16)) (bvslt d71 d72) (ite (= g10_op (_ bv3 16)) (bvsle d71 d72) (ite (= g10_op (_ bv4 16)) (bvsgt d71 d72) (bvsge d71 d72))))))))) (not d68)))
;; <- success
(define-fun d74 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d41 (ite (= h10_rhs (_ bv1 16)) d42 (ite (= h10_rhs (_ bv2 16)) (_ bv3 16) (_ bv0 16)))))
;; <- success
(define-fun d75 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d41 (ite (= h10_base (_ bv1 16)) d42 (_ bv3 16))))
;; <- success
(define-fun d76 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d74 (ite (= d75 (_ bv1 16)) d46 (ite (= d75 (_ bv2 16)) d47 (_ bv65535 16)))))
;; <- success
(assert (=> (and d73 (not s10)) (or (= d41 (_ bv1 16)) (= d41 (_ bv2 16)))))
;; <- success
(assert (=> (and (and d73 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d75 (_ bv1 16)) (= d75 (_ bv2 16)) (= d75 (_ bv3 16))))))
;; <- success
(define-fun d77 () (_ BitVec 16) (ite (and (and d73 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d76 d41))
;; <- success
(define-fun d78 () (_ BitVec 16) (ite (and (and d73 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d76 d42))
;; <- success
(define-fun d79 () (_ BitVec 16) (ite (and (and d73 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d76 (_ bv3 16)))
;; <- success
(define-fun d80 () Bool (and d73 (not s10)))
;; <- success
(define-fun d81 () (_ BitVec 16) (ite (and d80 (= d41 (_ bv1 16))) (_ bv3 16) d46))
;; <- success
(define-fun d82 () (_ BitVec 16) (ite (and d80 (= d41 (_ bv2 16))) (_ bv3 16) d47))
;; <- success
(define-fun d83 () Bool (and (and d73 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d84 () (_ BitVec 16) (ite (and d83 (= d75 (_ bv1 16))) d74 d81))
;; <- success
(define-fun d85 () (_ BitVec 16) (ite (and d83 (= d75 (_ bv2 16))) d74 d82))
;; <- success
(define-fun d86 () (_ BitVec 16) (ite (and d83 (= d75 (_ bv3 16))) d74 (_ bv65535 16)))
;; <- success
(define-fun d87 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d77 (ite (= g11_x (_ bv1 16)) d78 d79)))
;; <- success
(define-fun d88 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d77 (ite (= g11_y (_ bv1 16)) d78 (ite (= g11_y (_ bv2 16)) d79 (_ bv0 16)))))
;; <- success
(define-fun d89 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d58 (ite (= g11_x (_ bv1 16)) d59 (ite (= g11_x (_ bv2 16)) d60 (ite (= g11_x (_ bv3 16)) d61 d66)))))
;; <- success
(define-fun d90 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d58 (ite (= g11_y (_ bv1 16)) d59 (ite (= g11_y (_ bv2 16)) d60 (ite (= g11_y (_ bv3 16)) d61 (ite (= g11_y (_ bv4 16)) d66 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d91 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d87 d88) (distinct d87 d88)) (ite (= g11_op (_ bv0 16)) (= d89 d90) (ite (= g11_op (_ bv1 16)) (distinct d89 d90) (ite (= g11_op (_ bv2 16)) (bvslt d89 d90) (ite (= g11_op (_ bv3 16)) (bvsle d89 d90) (ite (= g11_op (_ bv4 16)) (bvsgt d89 d90) (bvsge d89 d90)))))))) true))
;; <- success
(define-fun d92 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d58 (ite (= h11_rhs (_ bv1 16)) d59 (ite (= h11_rhs (_ bv2 16)) d60 (ite (= h11_rhs (_ bv3 16)) d61 (ite (= h11_rhs (_ bv4 16)) d66 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d93 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d77 (ite (= h11_base (_ bv1 16)) d78 d79)))
;; <- success
(define-fun d94 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d58 d60) (ite (= h11_to (_ bv1 16)) (bvadd d59 d60) (ite (= h11_to (_ bv2 16)) (bvadd d60 d60) (ite (= h11_to (_ bv3 16)) (bvadd d61 d60) (bvadd d66 d60))))) (ite (= h11_to (_ bv0 16)) (bvadd d61 d58) (ite (= h11_to (_ bv1 16)) (bvadd d61 d59) (ite (= h11_to (_ bv2 16)) (bvadd d61 d60) (ite (= h11_to (_ bv3 16)) (bvadd d61 d61) (bvadd d61 d66)))))))
;; <- success
(define-fun d95 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d94 (ite (= h11_k (_ bv5 16)) (bvadd d61 d60) (ite (= h11_k (_ bv0 16)) d92 (ite (= h11_k (_ bv3 16)) (bvadd d92 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d93 (_ bv1 16)) d64 (ite (= d93 (_ bv2 16)) d65 d61)))))))
;; <- success
(assert (=> (and (and d91 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d93 (_ bv1 16)) (= d93 (_ bv2 16)) (= d93 (_ bv3 16))))))
;; <- success
(define-fun d96 () (_ BitVec 16) (ite (and d91 (not s11)) (bvadd d61 d60) d60))
;; <- success
(define-fun d97 () (_ BitVec 16) (ite (and (and d91 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d95 d58))
;; <- success
(define-fun d98 () (_ BitVec 16) (ite (and (and d91 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d95 d59))
;; <- success
(define-fun d99 () (_ BitVec 16) (ite (and (and d91 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d95 d96))
;; <- success
(define-fun d100 () (_ BitVec 16) (ite (and (and d91 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d95 d61))
;; <- success
(define-fun d101 () (_ BitVec 16) (ite (and (and d91 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d95 d66))
;; <- success
(define-fun d102 () Bool (and (and d91 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d103 () (_ BitVec 16) (ite (and d102 (= d93 (_ bv1 16))) d92 d64))
;; <- success
(define-fun d104 () (_ BitVec 16) (ite (and d102 (= d93 (_ bv2 16))) d92 d65))
;; <- success
(define-fun d105 () (_ BitVec 16) (ite (and d102 (= d93 (_ bv3 16))) d92 d61))
;; <- success
(define-fun d106 () (_ BitVec 16) (bvadd d101 (_ bv1 16)))
;; <- success
(assert (= d97 (_ bv6 16)))
;; <- success
(assert (= d79 (_ bv3 16)))
;; <- success
(assert (= d77 (_ bv1 16)))
;; <- success
(assert (= d106 (_ bv3 16)))
;; <- success
(assert (= d98 (_ bv10 16)))
;; <- success
(assert (= d99 (_ bv65534 16)))
;; <- success
(assert (= d78 (_ bv3 16)))
;; <- success
(assert (= d100 (_ bv4 16)))
;; <- success
(assert (= d103 (_ bv10 16)))
;; <- success
(assert (= d84 (_ bv2 16)))
;; <- success
(assert (= d104 (_ bv8 16)))
;; <- success
(assert (= d85 (_ bv3 16)))
;; <- success
(assert (= d105 (_ bv6 16)))
;; <- success
(define-fun d107 () Bool (bvslt d106 d97))
;; <- success
(assert d107)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d108 () Bool (= d77 (_ bv0 16)))
;; <- success
(assert (not d108))
;; <- success
(define-fun d109 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d77 (ite (= g10_x (_ bv1 16)) d78 (_ bv4 16))))
;; <- success
(define-fun d110 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d77 (ite (= g10_y (_ bv1 16)) d78 (ite (= g10_y (_ bv2 16)) (_ bv4 16) (_ bv0 16)))))
;; <- success
(define-fun d111 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d97 (ite (= g10_x (_ bv1 16)) d98 (ite (= g10_x (_ bv2 16)) d99 (ite (= g10_x (_ bv3 16)) d100 d106)))))
;; <- success
(define-fun d112 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d97 (ite (= g10_y (_ bv1 16)) d98 (ite (= g10_y (_ bv2 16)) d99 (ite (= g10_y (_ bv3 16)) d100 (ite (= g10_y (_ bv4 16)) d106 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d113 () Bool (ite r10 (ite g10_del false (and (not d108) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d109 d110) (distinct d109 d110)) (ite (= g10_op (_ bv0 16)) (= d111 d112) (ite (= g10_op (_ bv1 16)) (distinct d111 d112) (ite (= g10_op (_ bv2 16)) (bvslt d111 d112) (ite (= g10_op (_ bv3 16)) (bvsle d111 d112) (ite (= g10_op (_ bv4 16)) (bvsgt d111 d112) (bvsge d111 d112))))))))) (not d108)))
;; <- success
(define-fun d114 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d77 (ite (= h10_rhs (_ bv1 16)) d78 (ite (= h10_rhs (_ bv2 16)) (_ bv4 16) (_ bv0 16)))))
;; <- success
(define-fun d115 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d77 (ite (= h10_base (_ bv1 16)) d78 (_ bv4 16))))
;; <- success
(define-fun d116 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d114 (ite (= d115 (_ bv1 16)) d84 (ite (= d115 (_ bv2 16)) d85 (ite (= d115 (_ bv3 16)) d86 (_ bv65535 16))))))
;; <- success
(assert (=> (and d113 (not s10)) (or (= d77 (_ bv1 16)) (= d77 (_ bv2 16)) (= d77 (_ bv3 16)))))
;; <- success
(assert (=> (and (and d113 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d115 (_ bv1 16)) (= d115 (_ bv2 16)) (= d115 (_ bv3 16)) (= d115 (_ bv4 16))))))
;; <- success
(define-fun d117 () (_ BitVec 16) (ite (and (and d113 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d116 d77))
;; <- success
(define-fun d118 () (_ BitVec 16) (ite (and (and d113 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d116 d78))
;; <- success
(define-fun d119 () (_ BitVec 16) (ite (and (and d113 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d116 (_ bv4 16)))
;; <- success
(define-fun d120 () Bool (and d113 (not s10)))
;; <- success
(define-fun d121 () (_ BitVec 16) (ite (and d120 (= d77 (_ bv1 16))) (_ bv4 16) d84))
;; <- success
(define-fun d122 () (_ BitVec 16) (ite (and d120 (= d77 (_ bv2 16))) (_ bv4 16) d85))
;; <- success
(define-fun d123 () (_ BitVec 16) (ite (and d120 (= d77 (_ bv3 16))) (_ bv4 16) d86))
;; <- success
(define-fun d124 () Bool (and (and d113 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d125 () (_ BitVec 16) (ite (and d124 (= d115 (_ bv1 16))) d114 d121))
;; <- success
(define-fun d126 () (_ BitVec 16) (ite (and d124 (= d115 (_ bv2 16))) d114 d122))
;; <- success
(define-fun d127 () (_ BitVec 16) (ite (and d124 (= d115 (_ bv3 16))) d114 d123))
;; <- success
(define-fun d128 () (_ BitVec 16) (ite (and d124 (= d115 (_ bv4 16))) d114 (_ bv65535 16)))
;; <- success
(define-fun d129 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d117 (ite (= g11_x (_ bv1 16)) d118 d119)))
;; <- success
(define-fun d130 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d117 (ite (= g11_y (_ bv1 16)) d118 (ite (= g11_y (_ bv2 16)) d119 (_ bv0 16)))))
;; <- success
(define-fun d131 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d97 (ite (= g11_x (_ bv1 16)) d98 (ite (= g11_x (_ bv2 16)) d99 (ite (= g11_x (_ bv3 16)) d100 d106)))))
;; <- success
(define-fun d132 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d97 (ite (= g11_y (_ bv1 16)) d98 (ite (= g11_y (_ bv2 16)) d99 (ite (= g11_y (_ bv3 16)) d100 (ite (= g11_y (_ bv4 16)) d106 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d133 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d129 d130) (distinct d129 d130)) (ite (= g11_op (_ bv0 16)) (= d131 d132) (ite (= g11_op (_ bv1 16)) (distinct d131 d132) (ite (= g11_op (_ bv2 16)) (bvslt d131 d132) (ite (= g11_op (_ bv3 16)) (bvsle d131 d132) (ite (= g11_op (_ bv4 16)) (bvsgt d131 d132) (bvsge d131 d132)))))))) true))
;; <- success
(define-fun d134 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d97 (ite (= h11_rhs (_ bv1 16)) d98 (ite (= h11_rhs (_ bv2 16)) d99 (ite (= h11_rhs (_ bv3 16)) d100 (ite (= h11_rhs (_ bv4 16)) d106 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d135 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d117 (ite (= h11_base (_ bv1 16)) d118 d119)))
;; <- success
(define-fun d136 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d97 d99) (ite (= h11_to (_ bv1 16)) (bvadd d98 d99) (ite (= h11_to (_ bv2 16)) (bvadd d99 d99) (ite (= h11_to (_ bv3 16)) (bvadd d100 d99) (bvadd d106 d99))))) (ite (= h11_to (_ bv0 16)) (bvadd d100 d97) (ite (= h11_to (_ bv1 16)) (bvadd d100 d98) (ite (= h11_to (_ bv2 16)) (bvadd d100 d99) (ite (= h11_to (_ bv3 16)) (bvadd d100 d100) (bvadd d100 d106)))))))
;; <- success
(define-fun d137 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d136 (ite (= h11_k (_ bv5 16)) (bvadd d100 d99) (ite (= h11_k (_ bv0 16)) d134 (ite (= h11_k (_ bv3 16)) (bvadd d134 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d135 (_ bv1 16)) d103 (ite (= d135 (_ bv2 16)) d104 (ite (= d135 (_ bv3 16)) d105 d100))))))))
;; <- success
(assert (=> (and (and d133 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d135 (_ bv1 16)) (= d135 (_ bv2 16)) (= d135 (_ bv3 16)) (= d135 (_ bv4 16))))))
;; <- success
(define-fun d138 () (_ BitVec 16) (ite (and d133 (not s11)) (bvadd d100 d99) d99))
;; <- success
(define-fun d139 () (_ BitVec 16) (ite (and (and d133 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d137 d97))
;; <- success
(define-fun d140 () (_ BitVec 16) (ite (and (and d133 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d137 d98))
;; <- success
(define-fun d141 () (_ BitVec 16) (ite (and (and d133 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d137 d138))
;; <- success
(define-fun d142 () (_ BitVec 16) (ite (and (and d133 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d137 d100))
;; <- success
(define-fun d143 () (_ BitVec 16) (ite (and (and d133 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d137 d106))
;; <- success
(define-fun d144 () Bool (and (and d133 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d145 () (_ BitVec 16) (ite (and d144 (= d135 (_ bv1 16))) d134 d103))
;; <- success
(define-fun d146 () (_ BitVec 16) (ite (and d144 (= d135 (_ bv2 16))) d134 d104))
;; <- success
(define-fun d147 () (_ BitVec 16) (ite (and d144 (= d135 (_ bv3 16))) d134 d105))
;; <- success
(define-fun d148 () (_ BitVec 16) (ite (and d144 (= d135 (_ bv4 16))) d134 d100))
;; <- success
(define-fun d149 () (_ BitVec 16) (bvadd d143 (_ bv1 16)))
;; <- success
(assert (= d139 (_ bv6 16)))
;; <- success
(assert (= d119 (_ bv4 16)))
;; <- success
(assert (= d117 (_ bv1 16)))
;; <- success
(assert (= d149 (_ bv4 16)))
;; <- success
(assert (= d140 (_ bv10 16)))
;; <- success
(assert (= d141 (_ bv65534 16)))
;; <- success
(assert (= d118 (_ bv4 16)))
;; <- success
(assert (= d142 (_ bv2 16)))
;; <- success
(assert (= d145 (_ bv10 16)))
;; <- success
(assert (= d125 (_ bv2 16)))
;; <- success
(assert (= d146 (_ bv8 16)))
;; <- success
(assert (= d126 (_ bv3 16)))
;; <- success
(assert (= d147 (_ bv6 16)))
;; <- success
(assert (= d127 (_ bv4 16)))
;; <- success
(assert (= d148 (_ bv4 16)))
;; <- success
(define-fun d150 () Bool (bvslt d149 d139))
;; <- success
(assert d150)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d151 () Bool (= d117 (_ bv0 16)))
;; <- success
(assert (not d151))
;; <- success
(define-fun d152 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d117 (ite (= g10_x (_ bv1 16)) d118 (_ bv5 16))))
;; <- success
(define-fun d153 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d117 (ite (= g10_y (_ bv1 16)) d118 (ite (= g10_y (_ bv2 16)) (_ bv5 16) (_ bv0 16)))))
;; <- success
(define-fun d154 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d139 (ite (= g10_x (_ bv1 16)) d140 (ite (= g10_x (_ bv2 16)) d141 (ite (= g10_x (_ bv3 16)) d142 d149)))))
;; <- success
(define-fun d155 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d139 (ite (= g10_y (_ bv1 16)) d140 (ite (= g10_y (_ bv2 16)) d141 (ite (= g10_y (_ bv3 16)) d142 (ite (= g10_y (_ bv4 16)) d149 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d156 () Bool (ite r10 (ite g10_del false (and (not d151) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d152 d153) (distinct d152 d153)) (ite (= g10_op (_ bv0 16)) (= d154 d155) (ite (= g10_op (_ bv1 16)) (distinct d154 d155) (ite (= g10_op (_ bv2 16)) (bvslt d154 d155) (ite (= g10_op (_ bv3 16)) (bvsle d154 d155) (ite (= g10_op (_ bv4 16)) (bvsgt d154 d155) (bvsge d154 d155))))))))) (not d151)))
;; <- success
(define-fun d157 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d117 (ite (= h10_rhs (_ bv1 16)) d118 (ite (= h10_rhs (_ bv2 16)) (_ bv5 16) (_ bv0 16)))))
;; <- success
(define-fun d158 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d117 (ite (= h10_base (_ bv1 16)) d118 (_ bv5 16))))
;; <- success
(define-fun d159 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d157 (ite (= d158 (_ bv1 16)) d125 (ite (= d158 (_ bv2 16)) d126 (ite (= d158 (_ bv3 16)) d127 (ite (= d158 (_ bv4 16)) d128 (_ bv65535 16)))))))
;; <- success
(assert (=> (and d156 (not s10)) (or (= d117 (_ bv1 16)) (= d117 (_ bv2 16)) (= d117 (_ bv3 16)) (= d117 (_ bv4 16)))))
;; <- success
(assert (=> (and (and d156 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d158 (_ bv1 16)) (= d158 (_ bv2 16)) (= d158 (_ bv3 16)) (= d158 (_ bv4 16)) (= d158 (_ bv5 16))))))
;; <- success
(define-fun d160 () (_ BitVec 16) (ite (and (and d156 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d159 d117))
;; <- success
(define-fun d161 () (_ BitVec 16) (ite (and (and d156 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d159 d118))
;; <- success
(define-fun d162 () (_ BitVec 16) (ite (and (and d156 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d159 (_ bv5 16)))
;; <- success
(define-fun d163 () Bool (and d156 (not s10)))
;; <- success
(define-fun d164 () (_ BitVec 16) (ite (and d163 (= d117 (_ bv1 16))) (_ bv5 16) d125))
;; <- success
(define-fun d165 () (_ BitVec 16) (ite (and d163 (= d117 (_ bv2 16))) (_ bv5 16) d126))
;; <- success
(define-fun d166 () (_ BitVec 16) (ite (and d163 (= d117 (_ bv3 16))) (_ bv5 16) d127))
;; <- success
(define-fun d167 () (_ BitVec 16) (ite (and d163 (= d117 (_ bv4 16))) (_ bv5 16) d128))
;; <- success
(define-fun d168 () Bool (and (and d156 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d169 () (_ BitVec 16) (ite (and d168 (= d158 (_ bv1 16))) d157 d164))
;; <- success
(define-fun d170 () (_ BitVec 16) (ite (and d168 (= d158 (_ bv2 16))) d157 d165))
;; <- success
(define-fun d171 () (_ BitVec 16) (ite (and d168 (= d158 (_ bv3 16))) d157 d166))
;; <- success
(define-fun d172 () (_ BitVec 16) (ite (and d168 (= d158 (_ bv4 16))) d157 d167))
;; <- success
(define-fun d173 () (_ BitVec 16) (ite (and d168 (= d158 (_ bv5 16))) d157 (_ bv65535 16)))
;; <- success
(define-fun d174 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d160 (ite (= g11_x (_ bv1 16)) d161 d162)))
;; <- success
(define-fun d175 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d160 (ite (= g11_y (_ bv1 16)) d161 (ite (= g11_y (_ bv2 16)) d162 (_ bv0 16)))))
;; <- success
(define-fun d176 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d139 (ite (= g11_x (_ bv1 16)) d140 (ite (= g11_x (_ bv2 16)) d141 (ite (= g11_x (_ bv3 16)) d142 d149)))))
;; <- success
(define-fun d177 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d139 (ite (= g11_y (_ bv1 16)) d140 (ite (= g11_y (_ bv2 16)) d141 (ite (= g11_y (_ bv3 16)) d142 (ite (= g11_y (_ bv4 16)) d149 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d178 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d174 d175) (distinct d174 d175)) (ite (= g11_op (_ bv0 16)) (= d176 d177) (ite (= g11_op (_ bv1 16)) (distinct d176 d177) (ite (= g11_op (_ bv2 16)) (bvslt d176 d177) (ite (= g11_op (_ bv3 16)) (bvsle d176 d177) (ite (= g11_op (_ bv4 16)) (bvsgt d176 d177) (bvsge d176 d177)))))))) true))
;; <- success
(define-fun d179 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d139 (ite (= h11_rhs (_ bv1 16)) d140 (ite (= h11_rhs (_ bv2 16)) d141 (ite (= h11_rhs (_ bv3 16)) d142 (ite (= h11_rhs (_ bv4 16)) d149 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d180 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d160 (ite (= h11_base (_ bv1 16)) d161 d162)))
;; <- success
(define-fun d181 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d139 d141) (ite (= h11_to (_ bv1 16)) (bvadd d140 d141) (ite (= h11_to (_ bv2 16)) (bvadd d141 d141) (ite (= h11_to (_ bv3 16)) (bvadd d142 d141) (bvadd d149 d141))))) (ite (= h11_to (_ bv0 16)) (bvadd d142 d139) (ite (= h11_to (_ bv1 16)) (bvadd d142 d140) (ite (= h11_to (_ bv2 16)) (bvadd d142 d141) (ite (= h11_to (_ bv3 16)) (bvadd d142 d142) (bvadd d142 d149)))))))
;; <- success
(define-fun d182 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d181 (ite (= h11_k (_ bv5 16)) (bvadd d142 d141) (ite (= h11_k (_ bv0 16)) d179 (ite (= h11_k (_ bv3 16)) (bvadd d179 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d180 (_ bv1 16)) d145 (ite (= d180 (_ bv2 16)) d146 (ite (= d180 (_ bv3 16)) d147 (ite (= d180 (_ bv4 16)) d148 d142)))))))))
;; <- success
(assert (=> (and (and d178 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d180 (_ bv1 16)) (= d180 (_ bv2 16)) (= d180 (_ bv3 16)) (= d180 (_ bv4 16)) (= d180 (_ bv5 16))))))
;; <- success
(define-fun d183 () (_ BitVec 16) (ite (and d178 (not s11)) (bvadd d142 d141) d141))
;; <- success
(define-fun d184 () (_ BitVec 16) (ite (and (and d178 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d182 d139))
;; <- success
(define-fun d185 () (_ BitVec 16) (ite (and (and d178 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d182 d140))
;; <- success
(define-fun d186 () (_ BitVec 16) (ite (and (and d178 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d182 d183))
;; <- success
(define-fun d187 () (_ BitVec 16) (ite (and (and d178 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d182 d142))
;; <- success
(define-fun d188 () (_ BitVec 16) (ite (and (and d178 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d182 d149))
;; <- success
(define-fun d189 () Bool (and (and d178 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d190 () (_ BitVec 16) (ite (and d189 (= d180 (_ bv1 16))) d179 d145))
;; <- success
(define-fun d191 () (_ BitVec 16) (ite (and d189 (= d180 (_ bv2 16))) d179 d146))
;; <- success
(define-fun d192 () (_ BitVec 16) (ite (and d189 (= d180 (_ bv3 16))) d179 d147))
;; <- success
(define-fun d193 () (_ BitVec 16) (ite (and d189 (= d180 (_ bv4 16))) d179 d148))
;; <- success
(define-fun d194 () (_ BitVec 16) (ite (and d189 (= d180 (_ bv5 16))) d179 d142))
;; <- success
(define-fun d195 () (_ BitVec 16) (bvadd d188 (_ bv1 16)))
;; <- success
(assert (= d184 (_ bv6 16)))
;; <- success
(assert (= d162 (_ bv5 16)))
;; <- success
(assert (= d160 (_ bv1 16)))
;; <- success
(assert (= d195 (_ bv5 16)))
;; <- success
(assert (= d185 (_ bv10 16)))
;; <- success
(assert (= d186 (_ bv65534 16)))
;; <- success
(assert (= d161 (_ bv5 16)))
;; <- success
(assert (= d187 (_ bv0 16)))
;; <- success
(assert (= d190 (_ bv10 16)))
;; <- success
(assert (= d169 (_ bv2 16)))
;; <- success
(assert (= d191 (_ bv8 16)))
;; <- success
(assert (= d170 (_ bv3 16)))
;; <- success
(assert (= d192 (_ bv6 16)))
;; <- success
(assert (= d171 (_ bv4 16)))
;; <- success
(assert (= d193 (_ bv4 16)))
;; <- success
(assert (= d172 (_ bv5 16)))
;; <- success
(assert (= d194 (_ bv2 16)))
;; <- success
(define-fun d196 () Bool (bvslt d195 d184))
;; <- success
(assert d196)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d197 () Bool (= d160 (_ bv0 16)))
;; <- success
(assert (not d197))
;; <- success
(define-fun d198 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d160 (ite (= g10_x (_ bv1 16)) d161 (_ bv6 16))))
;; <- success
(define-fun d199 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d160 (ite (= g10_y (_ bv1 16)) d161 (ite (= g10_y (_ bv2 16)) (_ bv6 16) (_ bv0 16)))))
;; <- success
(define-fun d200 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d184 (ite (= g10_x (_ bv1 16)) d185 (ite (= g10_x (_ bv2 16)) d186 (ite (= g10_x (_ bv3 16)) d187 d195)))))
;; <- success
(define-fun d201 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d184 (ite (= g10_y (_ bv1 16)) d185 (ite (= g10_y (_ bv2 16)) d186 (ite (= g10_y (_ bv3 16)) d187 (ite (= g10_y (_ bv4 16)) d195 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d202 () Bool (ite r10 (ite g10_del false (and (not d197) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d198 d199) (distinct d198 d199)) (ite (= g10_op (_ bv0 16)) (= d200 d201) (ite (= g10_op (_ bv1 16)) (distinct d200 d201) (ite (= g10_op (_ bv2 16)) (bvslt d200 d201) (ite (= g10_op (_ bv3 16)) (bvsle d200 d201) (ite (= g10_op (_ bv4 16)) (bvsgt d200 d201) (bvsge d200 d201))))))))) (not d197)))
;; <- success
(define-fun d203 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d160 (ite (= h10_rhs (_ bv1 16)) d161 (ite (= h10_rhs (_ bv2 16)) (_ bv6 16) (_ bv0 16)))))
;; <- success
(define-fun d204 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d160 (ite (= h10_base (_ bv1 16)) d161 (_ bv6 16))))
;; <- success
(define-fun d205 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d203 (ite (= d204 (_ bv1 16)) d169 (ite (= d204 (_ bv2 16)) d170 (ite (= d204 (_ bv3 16)) d171 (ite (= d204 (_ bv4 16)) d172 (ite (= d204 (_ bv5 16)) d173 (_ bv65535 16))))))))
;; <- success
(assert (=> (and d202 (not s10)) (or (= d160 (_ bv1 16)) (= d160 (_ bv2 16)) (= d160 (_ bv3 16)) (= d160 (_ bv4 16)) (= d160 (_ bv5 16)))))
;; <- success
(assert (=> (and (and d202 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d204 (_ bv1 16)) (= d204 (_ bv2 16)) (= d204 (_ bv3 16)) (= d204 (_ bv4 16)) (= d204 (_ bv5 16)) (= d204 (_ bv6 16))))))
;; <- success
(define-fun d206 () (_ BitVec 16) (ite (and (and d202 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d205 d160))
;; <- success
(define-fun d207 () (_ BitVec 16) (ite (and (and d202 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d205 d161))
;; <- success
(define-fun d208 () (_ BitVec 16) (ite (and (and d202 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d205 (_ bv6 16)))
;; <- success
(define-fun d209 () Bool (and d202 (not s10)))
;; <- success
(define-fun d210 () (_ BitVec 16) (ite (and d209 (= d160 (_ bv1 16))) (_ bv6 16) d169))
;; <- success
(define-fun d211 () (_ BitVec 16) (ite (and d209 (= d160 (_ bv2 16))) (_ bv6 16) d170))
;; <- success
(define-fun d212 () (_ BitVec 16) (ite (and d209 (= d160 (_ bv3 16))) (_ bv6 16) d171))
;; <- success
(define-fun d213 () (_ BitVec 16) (ite (and d209 (= d160 (_ bv4 16))) (_ bv6 16) d172))
;; <- success
(define-fun d214 () (_ BitVec 16) (ite (and d209 (= d160 (_ bv5 16))) (_ bv6 16) d173))
;; <- success
(define-fun d215 () Bool (and (and d202 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d216 () (_ BitVec 16) (ite (and d215 (= d204 (_ bv1 16))) d203 d210))
;; <- success
(define-fun d217 () (_ BitVec 16) (ite (and d215 (= d204 (_ bv2 16))) d203 d211))
;; <- success
(define-fun d218 () (_ BitVec 16) (ite (and d215 (= d204 (_ bv3 16))) d203 d212))
;; <- success
(define-fun d219 () (_ BitVec 16) (ite (and d215 (= d204 (_ bv4 16))) d203 d213))
;; <- success
(define-fun d220 () (_ BitVec 16) (ite (and d215 (= d204 (_ bv5 16))) d203 d214))
;; <- success
(define-fun d221 () (_ BitVec 16) (ite (and d215 (= d204 (_ bv6 16))) d203 (_ bv65535 16)))
;; <- success
(define-fun d222 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d206 (ite (= g11_x (_ bv1 16)) d207 d208)))
;; <- success
(define-fun d223 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d206 (ite (= g11_y (_ bv1 16)) d207 (ite (= g11_y (_ bv2 16)) d208 (_ bv0 16)))))
;; <- success
(define-fun d224 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d184 (ite (= g11_x (_ bv1 16)) d185 (ite (= g11_x (_ bv2 16)) d186 (ite (= g11_x (_ bv3 16)) d187 d195)))))
;; <- success
(define-fun d225 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d184 (ite (= g11_y (_ bv1 16)) d185 (ite (= g11_y (_ bv2 16)) d186 (ite (= g11_y (_ bv3 16)) d187 (ite (= g11_y (_ bv4 16)) d195 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d226 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d222 d223) (distinct d222 d223)) (ite (= g11_op (_ bv0 16)) (= d224 d225) (ite (= g11_op (_ bv1 16)) (distinct d224 d225) (ite (= g11_op (_ bv2 16)) (bvslt d224 d225) (ite (= g11_op (_ bv3 16)) (bvsle d224 d225) (ite (= g11_op (_ bv4 16)) (bvsgt d224 d225) (bvsge d224 d225)))))))) true))
;; <- success
(define-fun d227 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d184 (ite (= h11_rhs (_ bv1 16)) d185 (ite (= h11_rhs (_ bv2 16)) d186 (ite (= h11_rhs (_ bv3 16)) d187 (ite (= h11_rhs (_ bv4 16)) d195 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d228 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d206 (ite (= h11_base (_ bv1 16)) d207 d208)))
;; <- success
(define-fun d229 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d184 d186) (ite (= h11_to (_ bv1 16)) (bvadd d185 d186) (ite (= h11_to (_ bv2 16)) (bvadd d186 d186) (ite (= h11_to (_ bv3 16)) (bvadd d187 d186) (bvadd d195 d186))))) (ite (= h11_to (_ bv0 16)) (bvadd d187 d184) (ite (= h11_to (_ bv1 16)) (bvadd d187 d185) (ite (= h11_to (_ bv2 16)) (bvadd d187 d186) (ite (= h11_to (_ bv3 16)) (bvadd d187 d187) (bvadd d187 d195)))))))
;; <- success
(define-fun d230 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d229 (ite (= h11_k (_ bv5 16)) (bvadd d187 d186) (ite (= h11_k (_ bv0 16)) d227 (ite (= h11_k (_ bv3 16)) (bvadd d227 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d228 (_ bv1 16)) d190 (ite (= d228 (_ bv2 16)) d191 (ite (= d228 (_ bv3 16)) d192 (ite (= d228 (_ bv4 16)) d193 (ite (= d228 (_ bv5 16)) d194 d187))))))))))
;; <- success
(assert (=> (and (and d226 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d228 (_ bv1 16)) (= d228 (_ bv2 16)) (= d228 (_ bv3 16)) (= d228 (_ bv4 16)) (= d228 (_ bv5 16)) (= d228 (_ bv6 16))))))
;; <- success
(define-fun d231 () (_ BitVec 16) (ite (and d226 (not s11)) (bvadd d187 d186) d186))
;; <- success
(define-fun d232 () (_ BitVec 16) (ite (and (and d226 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d230 d184))
;; <- success
(define-fun d233 () (_ BitVec 16) (ite (and (and d226 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d230 d185))
;; <- success
(define-fun d234 () (_ BitVec 16) (ite (and (and d226 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d230 d231))
;; <- success
(define-fun d235 () (_ BitVec 16) (ite (and (and d226 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d230 d187))
;; <- success
(define-fun d236 () (_ BitVec 16) (ite (and (and d226 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d230 d195))
;; <- success
(define-fun d237 () Bool (and (and d226 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d238 () (_ BitVec 16) (ite (and d237 (= d228 (_ bv1 16))) d227 d190))
;; <- success
(define-fun d239 () (_ BitVec 16) (ite (and d237 (= d228 (_ bv2 16))) d227 d191))
;; <- success
(define-fun d240 () (_ BitVec 16) (ite (and d237 (= d228 (_ bv3 16))) d227 d192))
;; <- success
(define-fun d241 () (_ BitVec 16) (ite (and d237 (= d228 (_ bv4 16))) d227 d193))
;; <- success
(define-fun d242 () (_ BitVec 16) (ite (and d237 (= d228 (_ bv5 16))) d227 d194))
;; <- success
(define-fun d243 () (_ BitVec 16) (ite (and d237 (= d228 (_ bv6 16))) d227 d187))
;; <- success
(define-fun d244 () (_ BitVec 16) (bvadd d236 (_ bv1 16)))
;; <- success
(assert (= d232 (_ bv6 16)))
;; <- success
(assert (= d208 (_ bv6 16)))
;; <- success
(assert (= d206 (_ bv1 16)))
;; <- success
(assert (= d244 (_ bv6 16)))
;; <- success
(assert (= d233 (_ bv10 16)))
;; <- success
(assert (= d234 (_ bv65534 16)))
;; <- success
(assert (= d207 (_ bv6 16)))
;; <- success
(assert (= d235 (_ bv65534 16)))
;; <- success
(assert (= d238 (_ bv10 16)))
;; <- success
(assert (= d216 (_ bv2 16)))
;; <- success
(assert (= d239 (_ bv8 16)))
;; <- success
(assert (= d217 (_ bv3 16)))
;; <- success
(assert (= d240 (_ bv6 16)))
;; <- success
(assert (= d218 (_ bv4 16)))
;; <- success
(assert (= d241 (_ bv4 16)))
;; <- success
(assert (= d219 (_ bv5 16)))
;; <- success
(assert (= d242 (_ bv2 16)))
;; <- success
(assert (= d220 (_ bv6 16)))
;; <- success
(assert (= d243 (_ bv0 16)))
;; <- success
(define-fun d245 () Bool (bvslt d244 d232))
;; <- success
(assert (not d245))
;; <- success
(define-fun d246 () Bool (not (= d207 (_ bv0 16))))
;; <- success
(assert d246)
;; <- success
(assert (=> d246 (or (= d207 (_ bv1 16)) (= d207 (_ bv2 16)) (= d207 (_ bv3 16)) (= d207 (_ bv4 16)) (= d207 (_ bv5 16)) (= d207 (_ bv6 16)))))
;; <- success
(define-fun d247 () (_ BitVec 16) (ite (and d246 (= d207 (_ bv1 16))) d206 d216))
;; <- success
(define-fun d248 () (_ BitVec 16) (ite (and d246 (= d207 (_ bv2 16))) d206 d217))
;; <- success
(define-fun d249 () (_ BitVec 16) (ite (and d246 (= d207 (_ bv3 16))) d206 d218))
;; <- success
(define-fun d250 () (_ BitVec 16) (ite (and d246 (= d207 (_ bv4 16))) d206 d219))
;; <- success
(define-fun d251 () (_ BitVec 16) (ite (and d246 (= d207 (_ bv5 16))) d206 d220))
;; <- success
(define-fun d252 () (_ BitVec 16) (ite (and d246 (= d207 (_ bv6 16))) d206 d221))
;; <- success
(assert (= d232 (_ bv6 16)))
;; <- success
(assert (= d208 (_ bv6 16)))
;; <- success
(assert (= d206 (_ bv1 16)))
;; <- success
(assert (= d244 (_ bv6 16)))
;; <- success
(assert (= d206 (_ bv1 16)))
;; <- success
(assert (= d233 (_ bv10 16)))
;; <- success
(assert (= d234 (_ bv65534 16)))
;; <- success
(assert (= d207 (_ bv6 16)))
;; <- success
(assert (= d235 (_ bv65534 16)))
;; <- success
(assert (= d238 (_ bv10 16)))
;; <- success
(assert (= d247 (_ bv2 16)))
;; <- success
(assert (= d239 (_ bv8 16)))
;; <- success
(assert (= d248 (_ bv3 16)))
;; <- success
(assert (= d240 (_ bv6 16)))
;; <- success
(assert (= d249 (_ bv4 16)))
;; <- success
(assert (= d241 (_ bv4 16)))
;; <- success
(assert (= d250 (_ bv5 16)))
;; <- success
(assert (= d242 (_ bv2 16)))
;; <- success
(assert (= d251 (_ bv6 16)))
;; <- success
(assert (= d243 (_ bv0 16)))
;; <- success
(assert (= d252 (_ bv1 16)))
;; <- success
(declare-const u253 Bool)
;; <- success
(declare-const u254 Bool)
;; <- success
(declare-const u255 Bool)
;; <- success
(declare-const u256 (_ BitVec 16))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d257 () Bool (bvslt (_ bv0 16) (_ bv2 16)))
;; <- success
(assert d257)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d258 () Bool (= (_ bv0 16) (_ bv0 16)))
;; <- success
(assert d258)
;; <- success
(define-fun d259 () (_ BitVec 16) (ite d258 (_ bv1 16) (_ bv0 16)))
;; <- success
(define-fun d260 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d259 (ite (= g11_x (_ bv1 16)) (_ bv0 16) (_ bv1 16))))
;; <- success
(define-fun d261 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d259 (ite (= g11_y (_ bv1 16)) (_ bv0 16) (ite (= g11_y (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d262 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) (_ bv2 16) (ite (= g11_x (_ bv1 16)) (_ bv0 16) (ite (= g11_x (_ bv2 16)) (_ bv7 16) (_ bv0 16)))))
;; <- success
(define-fun d263 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) (_ bv2 16) (ite (= g11_y (_ bv1 16)) (_ bv0 16) (ite (= g11_y (_ bv2 16)) (_ bv7 16) (ite (= g11_y (_ bv3 16)) (_ bv0 16) (ite (= g11_y (_ bv4 16)) (_ bv0 16) (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d264 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d260 d261) (distinct d260 d261)) (ite (= g11_op (_ bv0 16)) (= d262 d263) (ite (= g11_op (_ bv1 16)) (distinct d262 d263) (ite (= g11_op (_ bv2 16)) (bvslt d262 d263) (ite (= g11_op (_ bv3 16)) (bvsle d262 d263) (ite (= g11_op (_ bv4 16)) (bvsgt d262 d263) (bvsge d262 d263)))))))) true))
;; <- success
(define-fun d265 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) (_ bv2 16) (ite (= h11_rhs (_ bv1 16)) (_ bv0 16) (ite (= h11_rhs (_ bv2 16)) (_ bv7 16) (ite (= h11_rhs (_ bv3 16)) (_ bv0 16) (ite (= h11_rhs (_ bv4 16)) (_ bv0 16) (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d266 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d259 (ite (= h11_base (_ bv1 16)) (_ bv0 16) (_ bv1 16))))
;; <- success
(define-fun d267 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd (_ bv2 16) (_ bv7 16)) (ite (= h11_to (_ bv1 16)) (bvadd (_ bv0 16) (_ bv7 16)) (ite (= h11_to (_ bv2 16)) (bvadd (_ bv7 16) (_ bv7 16)) (bvadd (_ bv0 16) (_ bv7 16))))) (ite (= h11_to (_ bv0 16)) (bvadd (_ bv0 16) (_ bv2 16)) (ite (= h11_to (_ bv1 16)) (bvadd (_ bv0 16) (_ bv0 16)) (ite (= h11_to (_ bv2 16)) (bvadd (_ bv0 16) (_ bv7 16)) (bvadd (_ bv0 16) (_ bv0 16)))))))
;; <- success
(define-fun d268 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d267 (ite (= h11_k (_ bv5 16)) (bvadd (_ bv0 16) (_ bv7 16)) (ite (= h11_k (_ bv0 16)) d265 (ite (= h11_k (_ bv3 16)) (bvadd d265 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv0 16))))))
;; <- success
(assert (=> (and (and d264 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (= d266 (_ bv1 16)))))
;; <- success
(define-fun d269 () (_ BitVec 16) (ite (and d264 (not s11)) (bvadd (_ bv0 16) (_ bv7 16)) (_ bv7 16)))
;; <- success
(define-fun d270 () (_ BitVec 16) (ite (and (and d264 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d268 (_ bv2 16)))
;; <- success
(define-fun d271 () (_ BitVec 16) (ite (and (and d264 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d268 (_ bv0 16)))
;; <- success
(define-fun d272 () (_ BitVec 16) (ite (and (and d264 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d268 d269))
;; <- success
(define-fun d273 () (_ BitVec 16) (ite (and (and d264 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d268 (_ bv0 16)))
;; <- success
(define-fun d274 () (_ BitVec 16) (ite (and (and d264 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d268 (_ bv0 16)))
;; <- success
(define-fun d275 () (_ BitVec 16) (ite (and (and (and d264 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))) (= d266 (_ bv1 16))) d265 (_ bv0 16)))
;; <- success
(define-fun d276 () (_ BitVec 16) (bvadd d274 (_ bv1 16)))
;; <- success
(assert (= d270 (_ bv2 16)))
;; <- success
(assert true)
;; <- success
(assert (= d259 (_ bv1 16)))
;; <- success
(assert (= d276 (_ bv1 16)))
;; <- success
(assert (= d271 (_ bv0 16)))
;; <- success
(assert (= d272 (_ bv7 16)))
;; <- success
(assert (= (_ bv0 16) (_ bv1 16)))
;; <- success
(assert (= d273 (_ bv7 16)))
;; <- success
(assert (= d275 (_ bv0 16)))
;; <- success
(define-fun d277 () Bool (bvslt d276 d270))
;; <- success
(assert d277)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d278 () Bool (= d259 (_ bv0 16)))
;; <- success
(assert (not d278))
;; <- success
(define-fun d279 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d259 (ite (= g10_x (_ bv1 16)) (_ bv0 16) (_ bv2 16))))
;; <- success
(define-fun d280 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d259 (ite (= g10_y (_ bv1 16)) (_ bv0 16) (ite (= g10_y (_ bv2 16)) (_ bv2 16) (_ bv0 16)))))
;; <- success
(define-fun d281 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d270 (ite (= g10_x (_ bv1 16)) d271 (ite (= g10_x (_ bv2 16)) d272 (ite (= g10_x (_ bv3 16)) d273 d276)))))
;; <- success
(define-fun d282 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d270 (ite (= g10_y (_ bv1 16)) d271 (ite (= g10_y (_ bv2 16)) d272 (ite (= g10_y (_ bv3 16)) d273 (ite (= g10_y (_ bv4 16)) d276 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d283 () Bool (ite r10 (ite g10_del false (and (not d278) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d279 d280) (distinct d279 d280)) (ite (= g10_op (_ bv0 16)) (= d281 d282) (ite (= g10_op (_ bv1 16)) (distinct d281 d282) (ite (= g10_op (_ bv2 16)) (bvslt d281 d282) (ite (= g10_op (_ bv3 16)) (bvsle d281 d282) (ite (= g10_op (_ bv4 16)) (bvsgt d281 d282) (bvsge d281 d282))))))))) (not d278)))
;; <- success
(define-fun d284 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d259 (ite (= h10_rhs (_ bv1 16)) (_ bv0 16) (ite (= h10_rhs (_ bv2 16)) (_ bv2 16) (_ bv0 16)))))
;; <- success
(define-fun d285 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d259 (ite (= h10_base (_ bv1 16)) (_ bv0 16) (_ bv2 16))))
;; <- success
(define-fun d286 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d284 (_ bv65535 16)))
;; <- success
(assert (=> (and d283 (not s10)) (= d259 (_ bv1 16))))
;; <- success
(assert (=> (and (and d283 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d285 (_ bv1 16)) (= d285 (_ bv2 16))))))
;; <- success
(define-fun d287 () (_ BitVec 16) (ite (and (and d283 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d286 d259))
;; <- success
(define-fun d288 () (_ BitVec 16) (ite (and (and d283 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d286 (_ bv0 16)))
;; <- success
(define-fun d289 () (_ BitVec 16) (ite (and (and d283 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d286 (_ bv2 16)))
;; <- success
(define-fun d290 () (_ BitVec 16) (ite (and (and d283 (not s10)) (= d259 (_ bv1 16))) (_ bv2 16) (_ bv65535 16)))
;; <- success
(define-fun d291 () Bool (and (and d283 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d292 () (_ BitVec 16) (ite (and d291 (= d285 (_ bv1 16))) d284 d290))
;; <- success
(define-fun d293 () (_ BitVec 16) (ite (and d291 (= d285 (_ bv2 16))) d284 (_ bv65535 16)))
;; <- success
(define-fun d294 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d287 (ite (= g11_x (_ bv1 16)) d288 d289)))
;; <- success
(define-fun d295 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d287 (ite (= g11_y (_ bv1 16)) d288 (ite (= g11_y (_ bv2 16)) d289 (_ bv0 16)))))
;; <- success
(define-fun d296 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d270 (ite (= g11_x (_ bv1 16)) d271 (ite (= g11_x (_ bv2 16)) d272 (ite (= g11_x (_ bv3 16)) d273 d276)))))
;; <- success
(define-fun d297 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d270 (ite (= g11_y (_ bv1 16)) d271 (ite (= g11_y (_ bv2 16)) d272 (ite (= g11_y (_ bv3 16)) d273 (ite (= g11_y (_ bv4 16)) d276 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d298 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d294 d295) (distinct d294 d295)) (ite (= g11_op (_ bv0 16)) (= d296 d297) (ite (= g11_op (_ bv1 16)) (distinct d296 d297) (ite (= g11_op (_ bv2 16)) (bvslt d296 d297) (ite (= g11_op (_ bv3 16)) (bvsle d296 d297) (ite (= g11_op (_ bv4 16)) (bvsgt d296 d297) (bvsge d296 d297)))))))) true))
;; <- success
(define-fun d299 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d270 (ite (= h11_rhs (_ bv1 16)) d271 (ite (= h11_rhs (_ bv2 16)) d272 (ite (= h11_rhs (_ bv3 16)) d273 (ite (= h11_rhs (_ bv4 16)) d276 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d300 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d287 (ite (= h11_base (_ bv1 16)) d288 d289)))
;; <- success
(define-fun d301 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d270 d272) (ite (= h11_to (_ bv1 16)) (bvadd d271 d272) (ite (= h11_to (_ bv2 16)) (bvadd d272 d272) (ite (= h11_to (_ bv3 16)) (bvadd d273 d272) (bvadd d276 d272))))) (ite (= h11_to (_ bv0 16)) (bvadd d273 d270) (ite (= h11_to (_ bv1 16)) (bvadd d273 d271) (ite (= h11_to (_ bv2 16)) (bvadd d273 d272) (ite (= h11_to (_ bv3 16)) (bvadd d273 d273) (bvadd d273 d276)))))))
;; <- success
(define-fun d302 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d301 (ite (= h11_k (_ bv5 16)) (bvadd d273 d272) (ite (= h11_k (_ bv0 16)) d299 (ite (= h11_k (_ bv3 16)) (bvadd d299 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d300 (_ bv1 16)) d275 d273))))))
;; <- success
(assert (=> (and (and d298 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d300 (_ bv1 16)) (= d300 (_ bv2 16))))))
;; <- success
(define-fun d303 () (_ BitVec 16) (ite (and d298 (not s11)) (bvadd d273 d272) d272))
;; <- success
(define-fun d304 () (_ BitVec 16) (ite (and (and d298 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d302 d270))
;; <- success
(define-fun d305 () (_ BitVec 16) (ite (and (and d298 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d302 d271))
;; <- success
(define-fun d306 () (_ BitVec 16) (ite (and (and d298 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d302 d303))
;; <- success
(define-fun d307 () (_ BitVec 16) (ite (and (and d298 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d302 d273))
;; <- success
(define-fun d308 () (_ BitVec 16) (ite (and (and d298 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d302 d276))
;; <- success
(define-fun d309 () Bool (and (and d298 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d310 () (_ BitVec 16) (ite (and d309 (= d300 (_ bv1 16))) d299 d275))
;; <- success
(define-fun d311 () (_ BitVec 16) (ite (and d309 (= d300 (_ bv2 16))) d299 d273))
;; <- success
(define-fun d312 () (_ BitVec 16) (bvadd d308 (_ bv1 16)))
;; <- success
(assert (= d304 (_ bv2 16)))
;; <- success
(assert (= d289 (_ bv2 16)))
;; <- success
(assert (= d287 (_ bv1 16)))
;; <- success
(assert (= d312 (_ bv2 16)))
;; <- success
(assert (= d305 (_ bv0 16)))
;; <- success
(assert (= d306 (_ bv7 16)))
;; <- success
(assert (= d288 (_ bv2 16)))
;; <- success
(assert (= d307 (_ bv14 16)))
;; <- success
(assert (= d310 (_ bv0 16)))
;; <- success
(assert (= d292 (_ bv2 16)))
;; <- success
(assert (= d311 (_ bv7 16)))
;; <- success
(define-fun d313 () Bool (bvslt d312 d304))
;; <- success
(assert (not d313))
;; <- success
(define-fun d314 () Bool (not (= d288 (_ bv0 16))))
;; <- success
(assert d314)
;; <- success
(assert (=> d314 (or (= d288 (_ bv1 16)) (= d288 (_ bv2 16)))))
;; <- success
(define-fun d315 () (_ BitVec 16) (ite (and d314 (= d288 (_ bv1 16))) d287 d292))
;; <- success
(define-fun d316 () (_ BitVec 16) (ite (and d314 (= d288 (_ bv2 16))) d287 d293))
;; <- success
(assert (= d304 (_ bv2 16)))
;; <- success
(assert (= d289 (_ bv2 16)))
;; <- success
(assert (= d287 (_ bv1 16)))
;; <- success
(assert (= d312 (_ bv2 16)))
;; <- success
(assert (= d287 (_ bv1 16)))
;; <- success
(assert (= d305 (_ bv0 16)))
;; <- success
(assert (= d306 (_ bv7 16)))
;; <- success
(assert (= d288 (_ bv2 16)))
;; <- success
(assert (= d307 (_ bv14 16)))
;; <- success
(assert (= d310 (_ bv0 16)))
;; <- success
(assert (= d315 (_ bv2 16)))
;; <- success
(assert (= d311 (_ bv7 16)))
;; <- success
(assert (= d316 (_ bv1 16)))
;; <- success
(declare-const u317 Bool)
;; <- success
(declare-const u318 Bool)
;; <- success
(declare-const u319 Bool)
;; <- success
(declare-const u320 (_ BitVec 16))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d321 () Bool (bvslt (_ bv0 16) (_ bv1 16)))
;; <- success
(assert d321)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d322 () Bool (= (_ bv0 16) (_ bv0 16)))
;; <- success
(assert d322)
;; <- success
(define-fun d323 () (_ BitVec 16) (ite d322 (_ bv1 16) (_ bv0 16)))
;; <- success
(define-fun d324 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d323 (ite (= g11_x (_ bv1 16)) (_ bv0 16) (_ bv1 16))))
;; <- success
(define-fun d325 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d323 (ite (= g11_y (_ bv1 16)) (_ bv0 16) (ite (= g11_y (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d326 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) (_ bv1 16) (ite (= g11_x (_ bv1 16)) (_ bv5 16) (ite (= g11_x (_ bv2 16)) (_ bv3 16) (ite (= g11_x (_ bv3 16)) (_ bv5 16) (_ bv0 16))))))
;; <- success
(define-fun d327 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) (_ bv1 16) (ite (= g11_y (_ bv1 16)) (_ bv5 16) (ite (= g11_y (_ bv2 16)) (_ bv3 16) (ite (= g11_y (_ bv3 16)) (_ bv5 16) (ite (= g11_y (_ bv4 16)) (_ bv0 16) (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d328 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d324 d325) (distinct d324 d325)) (ite (= g11_op (_ bv0 16)) (= d326 d327) (ite (= g11_op (_ bv1 16)) (distinct d326 d327) (ite (= g11_op (_ bv2 16)) (bvslt d326 d327) (ite (= g11_op (_ bv3 16)) (bvsle d326 d327) (ite (= g11_op (_ bv4 16)) (bvsgt d326 d327) (bvsge d326 d327)))))))) true))
;; <- success
(define-fun d329 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) (_ bv1 16) (ite (= h11_rhs (_ bv1 16)) (_ bv5 16) (ite (= h11_rhs (_ bv2 16)) (_ bv3 16) (ite (= h11_rhs (_ bv3 16)) (_ bv5 16) (ite (= h11_rhs (_ bv4 16)) (_ bv0 16) (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d330 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d323 (ite (= h11_base (_ bv1 16)) (_ bv0 16) (_ bv1 16))))
;; <- success
(define-fun d331 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd (_ bv1 16) (_ bv3 16)) (ite (= h11_to (_ bv1 16)) (bvadd (_ bv5 16) (_ bv3 16)) (ite (= h11_to (_ bv2 16)) (bvadd (_ bv3 16) (_ bv3 16)) (ite (= h11_to (_ bv3 16)) (bvadd (_ bv5 16) (_ bv3 16)) (bvadd (_ bv0 16) (_ bv3 16)))))) (ite (= h11_to (_ bv0 16)) (bvadd (_ bv5 16) (_ bv1 16)) (ite (= h11_to (_ bv1 16)) (bvadd (_ bv5 16) (_ bv5 16)) (ite (= h11_to (_ bv2 16)) (bvadd (_ bv5 16) (_ bv3 16)) (ite (= h11_to (_ bv3 16)) (bvadd (_ bv5 16) (_ bv5 16)) (bvadd (_ bv5 16) (_ bv0 16))))))))
;; <- success
(define-fun d332 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d331 (ite (= h11_k (_ bv5 16)) (bvadd (_ bv5 16) (_ bv3 16)) (ite (= h11_k (_ bv0 16)) d329 (ite (= h11_k (_ bv3 16)) (bvadd d329 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv5 16))))))
;; <- success
(assert (=> (and (and d328 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (= d330 (_ bv1 16)))))
;; <- success
(define-fun d333 () (_ BitVec 16) (ite (and d328 (not s11)) (bvadd (_ bv5 16) (_ bv3 16)) (_ bv3 16)))
;; <- success
(define-fun d334 () (_ BitVec 16) (ite (and (and d328 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d332 (_ bv1 16)))
;; <- success
(define-fun d335 () (_ BitVec 16) (ite (and (and d328 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d332 (_ bv5 16)))
;; <- success
(define-fun d336 () (_ BitVec 16) (ite (and (and d328 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d332 d333))
;; <- success
(define-fun d337 () (_ BitVec 16) (ite (and (and d328 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d332 (_ bv5 16)))
;; <- success
(define-fun d338 () (_ BitVec 16) (ite (and (and d328 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d332 (_ bv0 16)))
;; <- success
(define-fun d339 () (_ BitVec 16) (ite (and (and (and d328 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))) (= d330 (_ bv1 16))) d329 (_ bv5 16)))
;; <- success
(define-fun d340 () (_ BitVec 16) (bvadd d338 (_ bv1 16)))
;; <- success
(assert (= d334 (_ bv1 16)))
;; <- success
(assert true)
;; <- success
(assert (= d323 (_ bv1 16)))
;; <- success
(assert (= d340 (_ bv1 16)))
;; <- success
(assert (= d335 (_ bv5 16)))
;; <- success
(assert (= d336 (_ bv3 16)))
;; <- success
(assert (= (_ bv0 16) (_ bv1 16)))
;; <- success
(assert (= d337 (_ bv8 16)))
;; <- success
(assert (= d339 (_ bv5 16)))
;; <- success
(define-fun d341 () Bool (bvslt d340 d334))
;; <- success
(assert (not d341))
;; <- success
(define-fun d342 () Bool (not (= (_ bv0 16) (_ bv0 16))))
;; <- success
(assert d342)
;; <- success
(assert (=> d342 false))
;; <- success
(assert (= d334 (_ bv1 16)))
;; <- success
(assert true)
;; <- success
(assert (= d323 (_ bv1 16)))
;; <- success
(assert (= d340 (_ bv1 16)))
;; <- success
(assert (= d323 (_ bv1 16)))
;; <- success
(assert (= d335 (_ bv5 16)))
;; <- success
(assert (= d336 (_ bv3 16)))
;; <- success
(assert (= (_ bv0 16) (_ bv1 16)))
;; <- success
(assert (= d337 (_ bv8 16)))
;; <- success
(assert (= d339 (_ bv5 16)))
;; <- success
(assert (= (_ bv65535 16) (_ bv1 16)))
;; <- success
(push 1)
;; <- success
(declare-const tau_grd.0 Bool)
;; <- success
(assert (=> tau_grd.0 (and (not r10) (not r11))))
;; <- success
(declare-const tau_stm.0 Bool)
;; <- success
(assert (=> tau_stm.0 (and (not s10) (not s11))))
;; <- success
(check-sat-assuming (tau_grd.0 tau_stm.0))
;; <- unsat
(get-unsat-assumptions)
;; <- ()
(pop 1)
;; <- success
(pop 1)
;; <- success
(push 1)
;; <- success
(declare-const s0 Bool)
;; <- success
(declare-const h0_k (_ BitVec 16))
;; <- success
(declare-const h0_lhs (_ BitVec 16))
;; <- success
(declare-const h0_base (_ BitVec 16))
;; <- success
(declare-const h0_fld (_ BitVec 16))
;; <- success
(declare-const h0_rhs (_ BitVec 16))
;; <- success
(declare-const h0_add (_ BitVec 16))
;; <- success
(declare-const h0_op (_ BitVec 16))
;; <- success
(declare-const h0_rhs2 (_ BitVec 16))
;; <- success
(declare-const h0_fld1 (_ BitVec 16))
;; <- success
(declare-const h0_nn (_ BitVec 16))
;; <- success
(declare-const h0_src (_ BitVec 16))
;; <- success
(declare-const h0_sfld (_ BitVec 16))
;; <- success
(declare-const h0_at (_ BitVec 16))
;; <- success
(declare-const h0_to (_ BitVec 16))
;; <- success
(assert (and (or (= h0_k (_ bv0 16)) (= h0_k (_ bv1 16))) (= h0_lhs (_ bv0 16)) (and (bvsle (_ bv0 16) h0_base) (bvslt h0_base (_ bv3 16))) (and (bvsle (_ bv0 16) h0_fld) (bvslt h0_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h0_rhs) (bvslt h0_rhs (_ bv4 16))) (and (bvsle (_ bv0 16) h0_add) (bvslt h0_add (_ bv3 16))) (and (bvsle (_ bv0 16) h0_op) (bvslt h0_op (_ bv3 16))) (and (bvsle (_ bv0 16) h0_rhs2) (bvslt h0_rhs2 (_ bv4 16))) (and (bvsle (_ bv0 16) h0_fld1) (bvslt h0_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h0_src) (bvslt h0_src (_ bv3 16))) (and (bvsle (_ bv0 16) h0_sfld) (bvslt h0_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h0_at) (bvslt h0_at (_ bv1 16))) (and (bvsle (_ bv0 16) h0_to) (bvslt h0_to (_ bv5 16))) (= h0_nn (_ bv0 16)) (=> (and (= h0_k (_ bv4 16)) (= h0_op (_ bv2 16))) (bvsge h0_rhs2 (_ bv3 16)))))
;; <- success
(assert (=> s0 (and (=> (= h0_base (_ bv1 16)) (not (or (= h0_k (_ bv1 16)) (= h0_k (_ bv2 16)) (= h0_k (_ bv6 16)) (= h0_k (_ bv7 16)) (= h0_k (_ bv8 16))))) (=> (= h0_base (_ bv2 16)) (not (or (= h0_k (_ bv1 16)) (= h0_k (_ bv2 16)) (= h0_k (_ bv6 16)) (= h0_k (_ bv7 16)) (= h0_k (_ bv8 16))))) (=> (= h0_rhs (_ bv1 16)) (not (or (= h0_k (_ bv0 16)) (= h0_k (_ bv3 16)) (= h0_k (_ bv4 16)) (= h0_k (_ bv2 16)) (= h0_k (_ bv7 16))))) (=> (= h0_rhs (_ bv2 16)) (not (or (= h0_k (_ bv0 16)) (= h0_k (_ bv3 16)) (= h0_k (_ bv4 16)) (= h0_k (_ bv2 16)) (= h0_k (_ bv7 16))))) (=> (= h0_rhs2 (_ bv1 16)) (not (= h0_k (_ bv4 16)))) (=> (= h0_rhs2 (_ bv2 16)) (not (= h0_k (_ bv4 16)))) (=> (= h0_src (_ bv1 16)) (not (= h0_k (_ bv8 16)))) (=> (= h0_src (_ bv2 16)) (not (= h0_k (_ bv8 16)))) (=> (= h0_to (_ bv3 16)) (not (= h0_k (_ bv9 16)))) (=> (= h0_to (_ bv4 16)) (not (= h0_k (_ bv9 16)))))))
;; <- success
(declare-const s1 Bool)
;; <- success
(declare-const h1_k (_ BitVec 16))
;; <- success
(declare-const h1_lhs (_ BitVec 16))
;; <- success
(declare-const h1_base (_ BitVec 16))
;; <- success
(declare-const h1_fld (_ BitVec 16))
;; <- success
(declare-const h1_rhs (_ BitVec 16))
;; <- success
(declare-const h1_add (_ BitVec 16))
;; <- success
(declare-const h1_op (_ BitVec 16))
;; <- success
(declare-const h1_rhs2 (_ BitVec 16))
;; <- success
(declare-const h1_fld1 (_ BitVec 16))
;; <- success
(declare-const h1_nn (_ BitVec 16))
;; <- success
(declare-const h1_src (_ BitVec 16))
;; <- success
(declare-const h1_sfld (_ BitVec 16))
;; <- success
(declare-const h1_at (_ BitVec 16))
;; <- success
(declare-const h1_to (_ BitVec 16))
;; <- success
(assert (and (or (= h1_k (_ bv0 16)) (= h1_k (_ bv1 16))) (= h1_lhs (_ bv1 16)) (and (bvsle (_ bv0 16) h1_base) (bvslt h1_base (_ bv3 16))) (and (bvsle (_ bv0 16) h1_fld) (bvslt h1_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h1_rhs) (bvslt h1_rhs (_ bv4 16))) (and (bvsle (_ bv0 16) h1_add) (bvslt h1_add (_ bv3 16))) (and (bvsle (_ bv0 16) h1_op) (bvslt h1_op (_ bv3 16))) (and (bvsle (_ bv0 16) h1_rhs2) (bvslt h1_rhs2 (_ bv4 16))) (and (bvsle (_ bv0 16) h1_fld1) (bvslt h1_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h1_src) (bvslt h1_src (_ bv3 16))) (and (bvsle (_ bv0 16) h1_sfld) (bvslt h1_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h1_at) (bvslt h1_at (_ bv1 16))) (and (bvsle (_ bv0 16) h1_to) (bvslt h1_to (_ bv5 16))) (= h1_nn (_ bv0 16)) (=> (and (= h1_k (_ bv4 16)) (= h1_op (_ bv2 16))) (bvsge h1_rhs2 (_ bv3 16)))))
;; <- success
(assert (=> s1 (and (=> (= h1_base (_ bv2 16)) (not (or (= h1_k (_ bv1 16)) (= h1_k (_ bv2 16)) (= h1_k (_ bv6 16)) (= h1_k (_ bv7 16)) (= h1_k (_ bv8 16))))) (=> (= h1_rhs (_ bv2 16)) (not (or (= h1_k (_ bv0 16)) (= h1_k (_ bv3 16)) (= h1_k (_ bv4 16)) (= h1_k (_ bv2 16)) (= h1_k (_ bv7 16))))) (=> (= h1_rhs2 (_ bv2 16)) (not (= h1_k (_ bv4 16)))) (=> (= h1_src (_ bv2 16)) (not (= h1_k (_ bv8 16)))) (=> (= h1_to (_ bv3 16)) (not (= h1_k (_ bv9 16)))) (=> (= h1_to (_ bv4 16)) (not (= h1_k (_ bv9 16)))))))
;; <- success
(declare-const s2 Bool)
;; <- success
(declare-const h2_k (_ BitVec 16))
;; <- success
(declare-const h2_lhs (_ BitVec 16))
;; <- success
(declare-const h2_base (_ BitVec 16))
;; <- success
(declare-const h2_fld (_ BitVec 16))
;; <- success
(declare-const h2_rhs (_ BitVec 16))
;; <- success
(declare-const h2_add (_ BitVec 16))
;; <- success
(declare-const h2_op (_ BitVec 16))
;; <- success
(declare-const h2_rhs2 (_ BitVec 16))
;; <- success
(declare-const h2_fld1 (_ BitVec 16))
;; <- success
(declare-const h2_nn (_ BitVec 16))
;; <- success
(declare-const h2_src (_ BitVec 16))
;; <- success
(declare-const h2_sfld (_ BitVec 16))
;; <- success
(declare-const h2_at (_ BitVec 16))
;; <- success
(declare-const h2_to (_ BitVec 16))
;; <- success
(assert (and (or (= h2_k (_ bv0 16)) (= h2_k (_ bv1 16))) (= h2_lhs (_ bv2 16)) (and (bvsle (_ bv0 16) h2_base) (bvslt h2_base (_ bv3 16))) (and (bvsle (_ bv0 16) h2_fld) (bvslt h2_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h2_rhs) (bvslt h2_rhs (_ bv4 16))) (and (bvsle (_ bv0 16) h2_add) (bvslt h2_add (_ bv3 16))) (and (bvsle (_ bv0 16) h2_op) (bvslt h2_op (_ bv3 16))) (and (bvsle (_ bv0 16) h2_rhs2) (bvslt h2_rhs2 (_ bv4 16))) (and (bvsle (_ bv0 16) h2_fld1) (bvslt h2_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h2_src) (bvslt h2_src (_ bv3 16))) (and (bvsle (_ bv0 16) h2_sfld) (bvslt h2_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h2_at) (bvslt h2_at (_ bv1 16))) (and (bvsle (_ bv0 16) h2_to) (bvslt h2_to (_ bv5 16))) (= h2_nn (_ bv0 16)) (=> (and (= h2_k (_ bv4 16)) (= h2_op (_ bv2 16))) (bvsge h2_rhs2 (_ bv3 16)))))
;; <- success
(assert (=> s2 (and (=> (= h2_to (_ bv3 16)) (not (= h2_k (_ bv9 16)))) (=> (= h2_to (_ bv4 16)) (not (= h2_k (_ bv9 16)))))))
;; <- success
(declare-const s3 Bool)
;; <- success
(declare-const h3_k (_ BitVec 16))
;; <- success
(declare-const h3_lhs (_ BitVec 16))
;; <- success
(declare-const h3_base (_ BitVec 16))
;; <- success
(declare-const h3_fld (_ BitVec 16))
;; <- success
(declare-const h3_rhs (_ BitVec 16))
;; <- success
(declare-const h3_add (_ BitVec 16))
;; <- success
(declare-const h3_op (_ BitVec 16))
;; <- success
(declare-const h3_rhs2 (_ BitVec 16))
;; <- success
(declare-const h3_fld1 (_ BitVec 16))
;; <- success
(declare-const h3_nn (_ BitVec 16))
;; <- success
(declare-const h3_src (_ BitVec 16))
;; <- success
(declare-const h3_sfld (_ BitVec 16))
;; <- success
(declare-const h3_at (_ BitVec 16))
;; <- success
(declare-const h3_to (_ BitVec 16))
;; <- success
(assert (and (or (= h3_k (_ bv0 16)) (= h3_k (_ bv3 16)) (= h3_k (_ bv1 16))) (= h3_lhs (_ bv3 16)) (and (bvsle (_ bv0 16) h3_base) (bvslt h3_base (_ bv3 16))) (and (bvsle (_ bv0 16) h3_fld) (bvslt h3_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h3_rhs) (bvslt h3_rhs (_ bv8 16))) (and (bvsle (_ bv0 16) h3_add) (bvslt h3_add (_ bv3 16))) (and (bvsle (_ bv0 16) h3_op) (bvslt h3_op (_ bv3 16))) (and (bvsle (_ bv0 16) h3_rhs2) (bvslt h3_rhs2 (_ bv8 16))) (and (bvsle (_ bv0 16) h3_fld1) (bvslt h3_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h3_src) (bvslt h3_src (_ bv3 16))) (and (bvsle (_ bv0 16) h3_sfld) (bvslt h3_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h3_at) (bvslt h3_at (_ bv1 16))) (and (bvsle (_ bv0 16) h3_to) (bvslt h3_to (_ bv5 16))) (= h3_nn (_ bv0 16)) (=> (and (= h3_k (_ bv4 16)) (= h3_op (_ bv2 16))) (bvsge h3_rhs2 (_ bv5 16)))))
;; <- success
(assert (=> s3 (and (=> (= h3_rhs (_ bv4 16)) (not (or (= h3_k (_ bv0 16)) (= h3_k (_ bv3 16)) (= h3_k (_ bv4 16)) (= h3_k (_ bv2 16)) (= h3_k (_ bv7 16))))) (=> (= h3_rhs2 (_ bv4 16)) (not (= h3_k (_ bv4 16)))) (=> (= h3_to (_ bv4 16)) (not (= h3_k (_ bv9 16)))))))
;; <- success
(declare-const s4 Bool)
;; <- success
(declare-const h4_k (_ BitVec 16))
;; <- success
(declare-const h4_lhs (_ BitVec 16))
;; <- success
(declare-const h4_base (_ BitVec 16))
;; <- success
(declare-const h4_fld (_ BitVec 16))
;; <- success
(declare-const h4_rhs (_ BitVec 16))
;; <- success
(declare-const h4_add (_ BitVec 16))
;; <- success
(declare-const h4_op (_ BitVec 16))
;; <- success
(declare-const h4_rhs2 (_ BitVec 16))
;; <- success
(declare-const h4_fld1 (_ BitVec 16))
;; <- success
(declare-const h4_nn (_ BitVec 16))
;; <- success
(declare-const h4_src (_ BitVec 16))
;; <- success
(declare-const h4_sfld (_ BitVec 16))
;; <- success
(declare-const h4_at (_ BitVec 16))
;; <- success
(declare-const h4_to (_ BitVec 16))
;; <- success
(assert (and (or (= h4_k (_ bv0 16)) (= h4_k (_ bv3 16)) (= h4_k (_ bv1 16))) (= h4_lhs (_ bv4 16)) (and (bvsle (_ bv0 16) h4_base) (bvslt h4_base (_ bv3 16))) (and (bvsle (_ bv0 16) h4_fld) (bvslt h4_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h4_rhs) (bvslt h4_rhs (_ bv8 16))) (and (bvsle (_ bv0 16) h4_add) (bvslt h4_add (_ bv3 16))) (and (bvsle (_ bv0 16) h4_op) (bvslt h4_op (_ bv3 16))) (and (bvsle (_ bv0 16) h4_rhs2) (bvslt h4_rhs2 (_ bv8 16))) (and (bvsle (_ bv0 16) h4_fld1) (bvslt h4_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h4_src) (bvslt h4_src (_ bv3 16))) (and (bvsle (_ bv0 16) h4_sfld) (bvslt h4_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h4_at) (bvslt h4_at (_ bv1 16))) (and (bvsle (_ bv0 16) h4_to) (bvslt h4_to (_ bv5 16))) (= h4_nn (_ bv0 16)) (=> (and (= h4_k (_ bv4 16)) (= h4_op (_ bv2 16))) (bvsge h4_rhs2 (_ bv5 16)))))
;; <- success
(declare-const s5 Bool)
;; <- success
(declare-const h5_ptr Bool)
;; <- success
(declare-const h5_op (_ BitVec 16))
;; <- success
(declare-const h5_x (_ BitVec 16))
;; <- success
(declare-const h5_y (_ BitVec 16))
;; <- success
(assert (or (and h5_ptr (and (bvsle (_ bv0 16) h5_op) (bvslt h5_op (_ bv2 16))) (and (bvsle (_ bv0 16) h5_x) (bvslt h5_x (_ bv3 16))) (and (bvsle (_ bv0 16) h5_y) (bvslt h5_y (_ bv4 16)))) (and (not h5_ptr) (and (bvsle (_ bv0 16) h5_op) (bvslt h5_op (_ bv6 16))) (and (bvsle (_ bv0 16) h5_x) (bvslt h5_x (_ bv5 16))) (and (bvsle (_ bv0 16) h5_y) (bvslt h5_y (_ bv8 16))))))
;; <- success
(declare-const s7 Bool)
;; <- success
(declare-const h7_k (_ BitVec 16))
;; <- success
(declare-const h7_lhs (_ BitVec 16))
;; <- success
(declare-const h7_base (_ BitVec 16))
;; <- success
(declare-const h7_fld (_ BitVec 16))
;; <- success
(declare-const h7_rhs (_ BitVec 16))
;; <- success
(declare-const h7_add (_ BitVec 16))
;; <- success
(declare-const h7_op (_ BitVec 16))
;; <- success
(declare-const h7_rhs2 (_ BitVec 16))
;; <- success
(declare-const h7_fld1 (_ BitVec 16))
;; <- success
(declare-const h7_nn (_ BitVec 16))
;; <- success
(declare-const h7_src (_ BitVec 16))
;; <- success
(declare-const h7_sfld (_ BitVec 16))
;; <- success
(declare-const h7_at (_ BitVec 16))
;; <- success
(declare-const h7_to (_ BitVec 16))
;; <- success
(assert (and (or (= h7_k (_ bv0 16)) (= h7_k (_ bv3 16)) (= h7_k (_ bv1 16)) (= h7_k (_ bv2 16))) (and (bvsle (_ bv0 16) h7_lhs) (bvslt h7_lhs (_ bv5 16))) (and (bvsle (_ bv0 16) h7_base) (bvslt h7_base (_ bv3 16))) (and (bvsle (_ bv0 16) h7_fld) (bvslt h7_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h7_rhs) (bvslt h7_rhs (_ bv8 16))) (and (bvsle (_ bv0 16) h7_add) (bvslt h7_add (_ bv3 16))) (and (bvsle (_ bv0 16) h7_op) (bvslt h7_op (_ bv3 16))) (and (bvsle (_ bv0 16) h7_rhs2) (bvslt h7_rhs2 (_ bv8 16))) (and (bvsle (_ bv0 16) h7_fld1) (bvslt h7_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h7_src) (bvslt h7_src (_ bv3 16))) (and (bvsle (_ bv0 16) h7_sfld) (bvslt h7_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h7_at) (bvslt h7_at (_ bv1 16))) (and (bvsle (_ bv0 16) h7_to) (bvslt h7_to (_ bv5 16))) (= h7_nn (_ bv0 16)) (=> (and (= h7_k (_ bv4 16)) (= h7_op (_ bv2 16))) (bvsge h7_rhs2 (_ bv5 16)))))
;; <- success
(declare-const r7 Bool)
;; <- success
(declare-const g7_del Bool)
;; <- success
(declare-const g7_ptr Bool)
;; <- success
(declare-const g7_op (_ BitVec 16))
;; <- success
(declare-const g7_x (_ BitVec 16))
;; <- success
(declare-const g7_y (_ BitVec 16))
;; <- success
(assert (or (and g7_ptr (and (bvsle (_ bv0 16) g7_op) (bvslt g7_op (_ bv2 16))) (and (bvsle (_ bv0 16) g7_x) (bvslt g7_x (_ bv3 16))) (and (bvsle (_ bv0 16) g7_y) (bvslt g7_y (_ bv4 16)))) (and (not g7_ptr) (and (bvsle (_ bv0 16) g7_op) (bvslt g7_op (_ bv6 16))) (and (bvsle (_ bv0 16) g7_x) (bvslt g7_x (_ bv5 16))) (and (bvsle (_ bv0 16) g7_y) (bvslt g7_y (_ bv8 16))))))
;; <- success
(declare-const s8 Bool)
;; <- success
(declare-const h8_ptr Bool)
;; <- success
(declare-const h8_op (_ BitVec 16))
;; <- success
(declare-const h8_x (_ BitVec 16))
;; <- success
(declare-const h8_y (_ BitVec 16))
;; <- success
(assert (or (and h8_ptr (and (bvsle (_ bv0 16) h8_op) (bvslt h8_op (_ bv2 16))) (and (bvsle (_ bv0 16) h8_x) (bvslt h8_x (_ bv3 16))) (and (bvsle (_ bv0 16) h8_y) (bvslt h8_y (_ bv4 16)))) (and (not h8_ptr) (and (bvsle (_ bv0 16) h8_op) (bvslt h8_op (_ bv6 16))) (and (bvsle (_ bv0 16) h8_x) (bvslt h8_x (_ bv5 16))) (and (bvsle (_ bv0 16) h8_y) (bvslt h8_y (_ bv8 16))))))
;; <- success
(declare-const s9 Bool)
;; <- success
(declare-const h9_k (_ BitVec 16))
;; <- success
(declare-const h9_lhs (_ BitVec 16))
;; <- success
(declare-const h9_base (_ BitVec 16))
;; <- success
(declare-const h9_fld (_ BitVec 16))
;; <- success
(declare-const h9_rhs (_ BitVec 16))
;; <- success
(declare-const h9_add (_ BitVec 16))
;; <- success
(declare-const h9_op (_ BitVec 16))
;; <- success
(declare-const h9_rhs2 (_ BitVec 16))
;; <- success
(declare-const h9_fld1 (_ BitVec 16))
;; <- success
(declare-const h9_nn (_ BitVec 16))
;; <- success
(declare-const h9_src (_ BitVec 16))
;; <- success
(declare-const h9_sfld (_ BitVec 16))
;; <- success
(declare-const h9_at (_ BitVec 16))
;; <- success
(declare-const h9_to (_ BitVec 16))
;; <- success
(assert (and (or (= h9_k (_ bv0 16)) (= h9_k (_ bv1 16)) (= h9_k (_ bv2 16))) (and (bvsle (_ bv0 16) h9_lhs) (bvslt h9_lhs (_ bv3 16))) (and (bvsle (_ bv0 16) h9_base) (bvslt h9_base (_ bv3 16))) (and (bvsle (_ bv0 16) h9_fld) (bvslt h9_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h9_rhs) (bvslt h9_rhs (_ bv4 16))) (and (bvsle (_ bv0 16) h9_add) (bvslt h9_add (_ bv3 16))) (and (bvsle (_ bv0 16) h9_op) (bvslt h9_op (_ bv3 16))) (and (bvsle (_ bv0 16) h9_rhs2) (bvslt h9_rhs2 (_ bv4 16))) (and (bvsle (_ bv0 16) h9_fld1) (bvslt h9_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h9_src) (bvslt h9_src (_ bv3 16))) (and (bvsle (_ bv0 16) h9_sfld) (bvslt h9_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h9_at) (bvslt h9_at (_ bv1 16))) (and (bvsle (_ bv0 16) h9_to) (bvslt h9_to (_ bv5 16))) (= h9_nn (_ bv0 16)) (=> (and (= h9_k (_ bv4 16)) (= h9_op (_ bv2 16))) (bvsge h9_rhs2 (_ bv3 16)))))
;; <- success
(declare-const r9 Bool)
;; <- success
(declare-const g9_del Bool)
;; <- success
(declare-const g9_ptr Bool)
;; <- success
(declare-const g9_op (_ BitVec 16))
;; <- success
(declare-const g9_x (_ BitVec 16))
;; <- success
(declare-const g9_y (_ BitVec 16))
;; <- success
(assert (or (and g9_ptr (and (bvsle (_ bv0 16) g9_op) (bvslt g9_op (_ bv2 16))) (and (bvsle (_ bv0 16) g9_x) (bvslt g9_x (_ bv3 16))) (and (bvsle (_ bv0 16) g9_y) (bvslt g9_y (_ bv4 16)))) (and (not g9_ptr) (and (bvsle (_ bv0 16) g9_op) (bvslt g9_op (_ bv6 16))) (and (bvsle (_ bv0 16) g9_x) (bvslt g9_x (_ bv5 16))) (and (bvsle (_ bv0 16) g9_y) (bvslt g9_y (_ bv8 16))))))
;; <- success
(declare-const s10 Bool)
;; <- success
(declare-const h10_k (_ BitVec 16))
;; <- success
(declare-const h10_lhs (_ BitVec 16))
;; <- success
(declare-const h10_base (_ BitVec 16))
;; <- success
(declare-const h10_fld (_ BitVec 16))
;; <- success
(declare-const h10_rhs (_ BitVec 16))
;; <- success
(declare-const h10_add (_ BitVec 16))
;; <- success
(declare-const h10_op (_ BitVec 16))
;; <- success
(declare-const h10_rhs2 (_ BitVec 16))
;; <- success
(declare-const h10_fld1 (_ BitVec 16))
;; <- success
(declare-const h10_nn (_ BitVec 16))
;; <- success
(declare-const h10_src (_ BitVec 16))
;; <- success
(declare-const h10_sfld (_ BitVec 16))
;; <- success
(declare-const h10_at (_ BitVec 16))
;; <- success
(declare-const h10_to (_ BitVec 16))
;; <- success
(assert (and (or (= h10_k (_ bv0 16)) (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16))) (and (bvsle (_ bv0 16) h10_lhs) (bvslt h10_lhs (_ bv3 16))) (and (bvsle (_ bv0 16) h10_base) (bvslt h10_base (_ bv3 16))) (and (bvsle (_ bv0 16) h10_fld) (bvslt h10_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h10_rhs) (bvslt h10_rhs (_ bv4 16))) (and (bvsle (_ bv0 16) h10_add) (bvslt h10_add (_ bv3 16))) (and (bvsle (_ bv0 16) h10_op) (bvslt h10_op (_ bv3 16))) (and (bvsle (_ bv0 16) h10_rhs2) (bvslt h10_rhs2 (_ bv4 16))) (and (bvsle (_ bv0 16) h10_fld1) (bvslt h10_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h10_src) (bvslt h10_src (_ bv3 16))) (and (bvsle (_ bv0 16) h10_sfld) (bvslt h10_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h10_at) (bvslt h10_at (_ bv1 16))) (and (bvsle (_ bv0 16) h10_to) (bvslt h10_to (_ bv5 16))) (= h10_nn (_ bv0 16)) (=> (and (= h10_k (_ bv4 16)) (= h10_op (_ bv2 16))) (bvsge h10_rhs2 (_ bv3 16)))))
;; <- success
(declare-const r10 Bool)
;; <- success
(declare-const g10_del Bool)
;; <- success
(declare-const g10_ptr Bool)
;; <- success
(declare-const g10_op (_ BitVec 16))
;; <- success
(declare-const g10_x (_ BitVec 16))
;; <- success
(declare-const g10_y (_ BitVec 16))
;; <- success
(assert (or (and g10_ptr (and (bvsle (_ bv0 16) g10_op) (bvslt g10_op (_ bv2 16))) (and (bvsle (_ bv0 16) g10_x) (bvslt g10_x (_ bv3 16))) (and (bvsle (_ bv0 16) g10_y) (bvslt g10_y (_ bv4 16)))) (and (not g10_ptr) (and (bvsle (_ bv0 16) g10_op) (bvslt g10_op (_ bv6 16))) (and (bvsle (_ bv0 16) g10_x) (bvslt g10_x (_ bv5 16))) (and (bvsle (_ bv0 16) g10_y) (bvslt g10_y (_ bv8 16))))))
;; <- success
(declare-const s11 Bool)
;; <- success
(declare-const h11_k (_ BitVec 16))
;; <- success
(declare-const h11_lhs (_ BitVec 16))
;; <- success
(declare-const h11_base (_ BitVec 16))
;; <- success
(declare-const h11_fld (_ BitVec 16))
;; <- success
(declare-const h11_rhs (_ BitVec 16))
;; <- success
(declare-const h11_add (_ BitVec 16))
;; <- success
(declare-const h11_op (_ BitVec 16))
;; <- success
(declare-const h11_rhs2 (_ BitVec 16))
;; <- success
(declare-const h11_fld1 (_ BitVec 16))
;; <- success
(declare-const h11_nn (_ BitVec 16))
;; <- success
(declare-const h11_src (_ BitVec 16))
;; <- success
(declare-const h11_sfld (_ BitVec 16))
;; <- success
(declare-const h11_at (_ BitVec 16))
;; <- success
(declare-const h11_to (_ BitVec 16))
;; <- success
(assert (and (or (= h11_k (_ bv0 16)) (= h11_k (_ bv3 16)) (= h11_k (_ bv5 16)) (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)) (= h11_k (_ bv9 16))) (and (bvsle (_ bv0 16) h11_lhs) (bvslt h11_lhs (_ bv5 16))) (and (bvsle (_ bv0 16) h11_base) (bvslt h11_base (_ bv3 16))) (and (bvsle (_ bv0 16) h11_fld) (bvslt h11_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h11_rhs) (bvslt h11_rhs (_ bv8 16))) (and (bvsle (_ bv0 16) h11_add) (bvslt h11_add (_ bv3 16))) (and (bvsle (_ bv0 16) h11_op) (bvslt h11_op (_ bv3 16))) (and (bvsle (_ bv0 16) h11_rhs2) (bvslt h11_rhs2 (_ bv8 16))) (and (bvsle (_ bv0 16) h11_fld1) (bvslt h11_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h11_src) (bvslt h11_src (_ bv3 16))) (and (bvsle (_ bv0 16) h11_sfld) (bvslt h11_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h11_at) (bvslt h11_at (_ bv2 16))) (and (bvsle (_ bv0 16) h11_to) (bvslt h11_to (_ bv5 16))) (= h11_nn (_ bv0 16)) (=> (and (= h11_k (_ bv4 16)) (= h11_op (_ bv2 16))) (bvsge h11_rhs2 (_ bv5 16)))))
;; <- success
(declare-const r11 Bool)
;; <- success
(declare-const g11_del Bool)
;; <- success
(declare-const g11_ptr Bool)
;; <- success
(declare-const g11_op (_ BitVec 16))
;; <- success
(declare-const g11_x (_ BitVec 16))
;; <- success
(declare-const g11_y (_ BitVec 16))
;; <- success
(assert (or (and g11_ptr (and (bvsle (_ bv0 16) g11_op) (bvslt g11_op (_ bv2 16))) (and (bvsle (_ bv0 16) g11_x) (bvslt g11_x (_ bv3 16))) (and (bvsle (_ bv0 16) g11_y) (bvslt g11_y (_ bv4 16)))) (and (not g11_ptr) (and (bvsle (_ bv0 16) g11_op) (bvslt g11_op (_ bv6 16))) (and (bvsle (_ bv0 16) g11_x) (bvslt g11_x (_ bv5 16))) (and (bvsle (_ bv0 16) g11_y) (bvslt g11_y (_ bv8 16))))))
;; <- success
(declare-const s12 Bool)
;; <- success
(declare-const h12_k (_ BitVec 16))
;; <- success
(declare-const h12_lhs (_ BitVec 16))
;; <- success
(declare-const h12_base (_ BitVec 16))
;; <- success
(declare-const h12_fld (_ BitVec 16))
;; <- success
(declare-const h12_rhs (_ BitVec 16))
;; <- success
(declare-const h12_add (_ BitVec 16))
;; <- success
(declare-const h12_op (_ BitVec 16))
;; <- success
(declare-const h12_rhs2 (_ BitVec 16))
;; <- success
(declare-const h12_fld1 (_ BitVec 16))
;; <- success
(declare-const h12_nn (_ BitVec 16))
;; <- success
(declare-const h12_src (_ BitVec 16))
;; <- success
(declare-const h12_sfld (_ BitVec 16))
;; <- success
(declare-const h12_at (_ BitVec 16))
;; <- success
(declare-const h12_to (_ BitVec 16))
;; <- success
(assert (and (or (= h12_k (_ bv0 16)) (= h12_k (_ bv3 16)) (= h12_k (_ bv5 16)) (= h12_k (_ bv1 16)) (= h12_k (_ bv2 16))) (and (bvsle (_ bv0 16) h12_lhs) (bvslt h12_lhs (_ bv5 16))) (and (bvsle (_ bv0 16) h12_base) (bvslt h12_base (_ bv3 16))) (and (bvsle (_ bv0 16) h12_fld) (bvslt h12_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h12_rhs) (bvslt h12_rhs (_ bv8 16))) (and (bvsle (_ bv0 16) h12_add) (bvslt h12_add (_ bv3 16))) (and (bvsle (_ bv0 16) h12_op) (bvslt h12_op (_ bv3 16))) (and (bvsle (_ bv0 16) h12_rhs2) (bvslt h12_rhs2 (_ bv8 16))) (and (bvsle (_ bv0 16) h12_fld1) (bvslt h12_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h12_src) (bvslt h12_src (_ bv3 16))) (and (bvsle (_ bv0 16) h12_sfld) (bvslt h12_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h12_at) (bvslt h12_at (_ bv1 16))) (and (bvsle (_ bv0 16) h12_to) (bvslt h12_to (_ bv5 16))) (= h12_nn (_ bv0 16)) (=> (and (= h12_k (_ bv4 16)) (= h12_op (_ bv2 16))) (bvsge h12_rhs2 (_ bv5 16)))))
;; <- success
(declare-const r12 Bool)
;; <- success
(declare-const g12_del Bool)
;; <- success
(declare-const g12_ptr Bool)
;; <- success
(declare-const g12_op (_ BitVec 16))
;; <- success
(declare-const g12_x (_ BitVec 16))
;; <- success
(declare-const g12_y (_ BitVec 16))
;; <- success
(assert (or (and g12_ptr (and (bvsle (_ bv0 16) g12_op) (bvslt g12_op (_ bv2 16))) (and (bvsle (_ bv0 16) g12_x) (bvslt g12_x (_ bv3 16))) (and (bvsle (_ bv0 16) g12_y) (bvslt g12_y (_ bv4 16)))) (and (not g12_ptr) (and (bvsle (_ bv0 16) g12_op) (bvslt g12_op (_ bv6 16))) (and (bvsle (_ bv0 16) g12_x) (bvslt g12_x (_ bv5 16))) (and (bvsle (_ bv0 16) g12_y) (bvslt g12_y (_ bv8 16))))))
;; <- success
(declare-const s13 Bool)
;; <- success
(declare-const h13_ptr Bool)
;; <- success
(declare-const h13_op (_ BitVec 16))
;; <- success
(declare-const h13_x (_ BitVec 16))
;; <- success
(declare-const h13_y (_ BitVec 16))
;; <- success
(assert (or (and h13_ptr (and (bvsle (_ bv0 16) h13_op) (bvslt h13_op (_ bv2 16))) (and (bvsle (_ bv0 16) h13_x) (bvslt h13_x (_ bv3 16))) (and (bvsle (_ bv0 16) h13_y) (bvslt h13_y (_ bv4 16)))) (and (not h13_ptr) (and (bvsle (_ bv0 16) h13_op) (bvslt h13_op (_ bv6 16))) (and (bvsle (_ bv0 16) h13_x) (bvslt h13_x (_ bv5 16))) (and (bvsle (_ bv0 16) h13_y) (bvslt h13_y (_ bv8 16))))))
;; <- success
(declare-const s14 Bool)
;; <- success
(declare-const h14_k (_ BitVec 16))
;; <- success
(declare-const h14_lhs (_ BitVec 16))
;; <- success
(declare-const h14_base (_ BitVec 16))
;; <- success
(declare-const h14_fld (_ BitVec 16))
;; <- success
(declare-const h14_rhs (_ BitVec 16))
;; <- success
(declare-const h14_add (_ BitVec 16))
;; <- success
(declare-const h14_op (_ BitVec 16))
;; <- success
(declare-const h14_rhs2 (_ BitVec 16))
;; <- success
(declare-const h14_fld1 (_ BitVec 16))
;; <- success
(declare-const h14_nn (_ BitVec 16))
;; <- success
(declare-const h14_src (_ BitVec 16))
;; <- success
(declare-const h14_sfld (_ BitVec 16))
;; <- success
(declare-const h14_at (_ BitVec 16))
;; <- success
(declare-const h14_to (_ BitVec 16))
;; <- success
(assert (and (or (= h14_k (_ bv0 16)) (= h14_k (_ bv1 16)) (= h14_k (_ bv2 16))) (and (bvsle (_ bv0 16) h14_lhs) (bvslt h14_lhs (_ bv3 16))) (and (bvsle (_ bv0 16) h14_base) (bvslt h14_base (_ bv3 16))) (and (bvsle (_ bv0 16) h14_fld) (bvslt h14_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h14_rhs) (bvslt h14_rhs (_ bv4 16))) (and (bvsle (_ bv0 16) h14_add) (bvslt h14_add (_ bv3 16))) (and (bvsle (_ bv0 16) h14_op) (bvslt h14_op (_ bv3 16))) (and (bvsle (_ bv0 16) h14_rhs2) (bvslt h14_rhs2 (_ bv4 16))) (and (bvsle (_ bv0 16) h14_fld1) (bvslt h14_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h14_src) (bvslt h14_src (_ bv3 16))) (and (bvsle (_ bv0 16) h14_sfld) (bvslt h14_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h14_at) (bvslt h14_at (_ bv1 16))) (and (bvsle (_ bv0 16) h14_to) (bvslt h14_to (_ bv5 16))) (= h14_nn (_ bv0 16)) (=> (and (= h14_k (_ bv4 16)) (= h14_op (_ bv2 16))) (bvsge h14_rhs2 (_ bv3 16)))))
;; <- success
(declare-const r14 Bool)
;; <- success
(declare-const g14_del Bool)
;; <- success
(declare-const g14_ptr Bool)
;; <- success
(declare-const g14_op (_ BitVec 16))
;; <- success
(declare-const g14_x (_ BitVec 16))
;; <- success
(declare-const g14_y (_ BitVec 16))
;; <- success
(assert (or (and g14_ptr (and (bvsle (_ bv0 16) g14_op) (bvslt g14_op (_ bv2 16))) (and (bvsle (_ bv0 16) g14_x) (bvslt g14_x (_ bv3 16))) (and (bvsle (_ bv0 16) g14_y) (bvslt g14_y (_ bv4 16)))) (and (not g14_ptr) (and (bvsle (_ bv0 16) g14_op) (bvslt g14_op (_ bv6 16))) (and (bvsle (_ bv0 16) g14_x) (bvslt g14_x (_ bv5 16))) (and (bvsle (_ bv0 16) g14_y) (bvslt g14_y (_ bv8 16))))))
;; <- success
(declare-const s15 Bool)
;; <- success
(declare-const h15_k (_ BitVec 16))
;; <- success
(declare-const h15_lhs (_ BitVec 16))
;; <- success
(declare-const h15_base (_ BitVec 16))
;; <- success
(declare-const h15_fld (_ BitVec 16))
;; <- success
(declare-const h15_rhs (_ BitVec 16))
;; <- success
(declare-const h15_add (_ BitVec 16))
;; <- success
(declare-const h15_op (_ BitVec 16))
;; <- success
(declare-const h15_rhs2 (_ BitVec 16))
;; <- success
(declare-const h15_fld1 (_ BitVec 16))
;; <- success
(declare-const h15_nn (_ BitVec 16))
;; <- success
(declare-const h15_src (_ BitVec 16))
;; <- success
(declare-const h15_sfld (_ BitVec 16))
;; <- success
(declare-const h15_at (_ BitVec 16))
;; <- success
(declare-const h15_to (_ BitVec 16))
;; <- success
(assert (and (= h15_k (_ bv0 16)) (= h15_lhs (_ bv0 16)) (and (bvsle (_ bv0 16) h15_base) (bvslt h15_base (_ bv3 16))) (and (bvsle (_ bv0 16) h15_fld) (bvslt h15_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h15_rhs) (bvslt h15_rhs (_ bv4 16))) (and (bvsle (_ bv0 16) h15_add) (bvslt h15_add (_ bv3 16))) (and (bvsle (_ bv0 16) h15_op) (bvslt h15_op (_ bv3 16))) (and (bvsle (_ bv0 16) h15_rhs2) (bvslt h15_rhs2 (_ bv4 16))) (and (bvsle (_ bv0 16) h15_fld1) (bvslt h15_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h15_src) (bvslt h15_src (_ bv3 16))) (and (bvsle (_ bv0 16) h15_sfld) (bvslt h15_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h15_at) (bvslt h15_at (_ bv1 16))) (and (bvsle (_ bv0 16) h15_to) (bvslt h15_to (_ bv5 16))) (= h15_nn (_ bv0 16)) (=> (and (= h15_k (_ bv4 16)) (= h15_op (_ bv2 16))) (bvsge h15_rhs2 (_ bv3 16)))))
;; <- success
(declare-const u1 Bool)
;; <- success
(declare-const u2 Bool)
;; <- success
(declare-const u3 Bool)
;; <- success
(declare-const u4 (_ BitVec 16))
;; <- success
(define-fun d5 () (_ BitVec 16) (ite (= h0_rhs (_ bv0 16)) (_ bv65535 16) (ite (= h0_rhs (_ bv1 16)) (_ bv65535 16) (ite (= h0_rhs (_ bv2 16)) (_ bv65535 16) (_ bv0 16)))))
;; <- success
(define-fun d6 () (_ BitVec 16) (_ bv65535 16))
;; <- success
(define-fun d7 () (_ BitVec 16) (ite (= h0_k (_ bv0 16)) d5 (_ bv0 16)))
;; <- success
(assert (=> (and s0 (or (= h0_k (_ bv1 16)) (= h0_k (_ bv2 16)))) false))
;; <- success
(define-fun d8 () (_ BitVec 16) (ite (not s0) (_ bv0 16) (_ bv65535 16)))
;; <- success
(define-fun d9 () (_ BitVec 16) (ite (and s0 (not (or (= h0_k (_ bv2 16)) (= h0_k (_ bv7 16)))) (= h0_lhs (_ bv0 16))) d7 d8))
;; <- success
(define-fun d10 () (_ BitVec 16) (ite (= h1_rhs (_ bv0 16)) d9 (ite (= h1_rhs (_ bv1 16)) (_ bv65535 16) (ite (= h1_rhs (_ bv2 16)) (_ bv65535 16) (_ bv0 16)))))
;; <- success
(define-fun d11 () (_ BitVec 16) (ite (= h1_base (_ bv0 16)) d9 (_ bv65535 16)))
;; <- success
(define-fun d12 () (_ BitVec 16) (ite (= h1_k (_ bv0 16)) d10 (_ bv0 16)))
;; <- success
(assert (=> (and s1 (or (= h1_k (_ bv1 16)) (= h1_k (_ bv2 16)))) false))
;; <- success
(define-fun d13 () (_ BitVec 16) (ite (not s1) (_ bv0 16) (_ bv65535 16)))
;; <- success
(define-fun d14 () (_ BitVec 16) (ite (and s1 (not (or (= h1_k (_ bv2 16)) (= h1_k (_ bv7 16)))) (= h1_lhs (_ bv1 16))) d12 d13))
;; <- success
(define-fun d15 () (_ BitVec 16) (ite (= h2_rhs (_ bv0 16)) d9 (ite (= h2_rhs (_ bv1 16)) d14 (ite (= h2_rhs (_ bv2 16)) (_ bv65535 16) (_ bv0 16)))))
;; <- success
(define-fun d16 () (_ BitVec 16) (ite (= h2_base (_ bv0 16)) d9 (ite (= h2_base (_ bv1 16)) d14 (_ bv65535 16))))
;; <- success
(define-fun d17 () (_ BitVec 16) (ite (= h2_k (_ bv0 16)) d15 (_ bv0 16)))
;; <- success
(assert (=> (and s2 (or (= h2_k (_ bv1 16)) (= h2_k (_ bv2 16)))) false))
;; <- success
(define-fun d18 () (_ BitVec 16) (ite (not s2) (_ bv0 16) (_ bv65535 16)))
;; <- success
(define-fun d19 () (_ BitVec 16) (ite (and s2 (not (or (= h2_k (_ bv2 16)) (= h2_k (_ bv7 16)))) (= h2_lhs (_ bv2 16))) d17 d18))
;; <- success
(define-fun d20 () (_ BitVec 16) (ite (= h3_rhs (_ bv0 16)) (_ bv0 16) (ite (= h3_rhs (_ bv1 16)) (_ bv1 16) (ite (= h3_rhs (_ bv2 16)) (_ bv1 16) (ite (= h3_rhs (_ bv3 16)) (_ bv39321 16) (ite (= h3_rhs (_ bv4 16)) (_ bv39321 16) (ite (= h3_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h3_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d21 () (_ BitVec 16) (ite (= h3_base (_ bv0 16)) d9 (ite (= h3_base (_ bv1 16)) d14 d19)))
;; <- success
(define-fun d22 () (_ BitVec 16) (ite (= h3_k (_ bv0 16)) d20 (ite (= h3_k (_ bv3 16)) (bvadd d20 (ite (= h3_add (_ bv0 16)) (_ bv65535 16) (ite (= h3_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv0 16))))
;; <- success
(assert (=> (and s3 (or (= h3_k (_ bv1 16)) (= h3_k (_ bv2 16)))) false))
;; <- success
(define-fun d23 () (_ BitVec 16) (ite (not s3) (_ bv1 16) (_ bv39321 16)))
;; <- success
(define-fun d24 () (_ BitVec 16) (ite (and s3 (not (or (= h3_k (_ bv2 16)) (= h3_k (_ bv7 16)))) (= h3_lhs (_ bv3 16))) d22 d23))
;; <- success
(define-fun d25 () (_ BitVec 16) (ite (= h4_rhs (_ bv0 16)) (_ bv0 16) (ite (= h4_rhs (_ bv1 16)) (_ bv1 16) (ite (= h4_rhs (_ bv2 16)) (_ bv1 16) (ite (= h4_rhs (_ bv3 16)) d24 (ite (= h4_rhs (_ bv4 16)) (_ bv39321 16) (ite (= h4_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h4_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d26 () (_ BitVec 16) (ite (= h4_base (_ bv0 16)) d9 (ite (= h4_base (_ bv1 16)) d14 d19)))
;; <- success
(define-fun d27 () (_ BitVec 16) (ite (= h4_k (_ bv0 16)) d25 (ite (= h4_k (_ bv3 16)) (bvadd d25 (ite (= h4_add (_ bv0 16)) (_ bv65535 16) (ite (= h4_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv0 16))))
;; <- success
(assert (=> (and s4 (or (= h4_k (_ bv1 16)) (= h4_k (_ bv2 16)))) false))
;; <- success
(define-fun d28 () (_ BitVec 16) (ite (not s4) (_ bv0 16) (_ bv39321 16)))
;; <- success
(define-fun d29 () (_ BitVec 16) (ite (and s4 (not (or (= h4_k (_ bv2 16)) (= h4_k (_ bv7 16)))) (= h4_lhs (_ bv4 16))) d27 d28))
;; <- success
(assert true)
;; <- success
(assert (= d19 (_ bv0 16)))
;; <- success
(assert (= d9 (_ bv0 16)))
;; <- success
(assert (= d29 (_ bv0 16)))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert (= d14 (_ bv0 16)))
;; <- success
(assert (= d24 (_ bv1 16)))
;; <- success
(define-fun d30 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d9 (ite (= h5_x (_ bv1 16)) d14 d19)))
;; <- success
(define-fun d31 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d9 (ite (= h5_y (_ bv1 16)) d14 (ite (= h5_y (_ bv2 16)) d19 (_ bv0 16)))))
;; <- success
(define-fun d32 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) (_ bv0 16) (ite (= h5_x (_ bv1 16)) (_ bv1 16) (ite (= h5_x (_ bv2 16)) (_ bv1 16) (ite (= h5_x (_ bv3 16)) d24 d29)))))
;; <- success
(define-fun d33 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) (_ bv0 16) (ite (= h5_y (_ bv1 16)) (_ bv1 16) (ite (= h5_y (_ bv2 16)) (_ bv1 16) (ite (= h5_y (_ bv3 16)) d24 (ite (= h5_y (_ bv4 16)) d29 (ite (= h5_y (_ bv5 16)) (_ bv65535 16) (ite (= h5_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d34 () Bool (ite (not s5) (bvslt d29 (_ bv0 16)) u1))
;; <- success
(define-fun d35 () Bool (ite s5 (ite h5_ptr (ite (= h5_op (_ bv0 16)) (= d30 d31) (distinct d30 d31)) (ite (= h5_op (_ bv0 16)) (= d32 d33) (ite (= h5_op (_ bv1 16)) (distinct d32 d33) (ite (= h5_op (_ bv2 16)) (bvslt d32 d33) (ite (= h5_op (_ bv3 16)) (bvsle d32 d33) (ite (= h5_op (_ bv4 16)) (bvsgt d32 d33) (bvsge d32 d33))))))) d34))
;; <- success
(assert (not d35))
;; <- success
(define-fun d36 () (_ BitVec 16) (ite (= h13_x (_ bv0 16)) d9 (ite (= h13_x (_ bv1 16)) d14 d19)))
;; <- success
(define-fun d37 () (_ BitVec 16) (ite (= h13_y (_ bv0 16)) d9 (ite (= h13_y (_ bv1 16)) d14 (ite (= h13_y (_ bv2 16)) d19 (_ bv0 16)))))
;; <- success
(define-fun d38 () (_ BitVec 16) (ite (= h13_x (_ bv0 16)) (_ bv0 16) (ite (= h13_x (_ bv1 16)) (_ bv1 16) (ite (= h13_x (_ bv2 16)) (_ bv1 16) (ite (= h13_x (_ bv3 16)) d24 d29)))))
;; <- success
(define-fun d39 () (_ BitVec 16) (ite (= h13_y (_ bv0 16)) (_ bv0 16) (ite (= h13_y (_ bv1 16)) (_ bv1 16) (ite (= h13_y (_ bv2 16)) (_ bv1 16) (ite (= h13_y (_ bv3 16)) d24 (ite (= h13_y (_ bv4 16)) d29 (ite (= h13_y (_ bv5 16)) (_ bv65535 16) (ite (= h13_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d40 () Bool (ite (not s13) (not (= d14 (_ bv0 16))) u3))
;; <- success
(define-fun d41 () Bool (ite s13 (ite h13_ptr (ite (= h13_op (_ bv0 16)) (= d36 d37) (distinct d36 d37)) (ite (= h13_op (_ bv0 16)) (= d38 d39) (ite (= h13_op (_ bv1 16)) (distinct d38 d39) (ite (= h13_op (_ bv2 16)) (bvslt d38 d39) (ite (= h13_op (_ bv3 16)) (bvsle d38 d39) (ite (= h13_op (_ bv4 16)) (bvsgt d38 d39) (bvsge d38 d39))))))) d40))
;; <- success
(assert (not d41))
;; <- success
(define-fun d42 () (_ BitVec 16) (ite (= h15_rhs (_ bv0 16)) d9 (ite (= h15_rhs (_ bv1 16)) d14 (ite (= h15_rhs (_ bv2 16)) d19 (_ bv0 16)))))
;; <- success
(define-fun d43 () (_ BitVec 16) (ite (= h15_base (_ bv0 16)) d9 (ite (= h15_base (_ bv1 16)) d14 d19)))
;; <- success
(define-fun d44 () (_ BitVec 16) (ite (= h15_k (_ bv0 16)) d42 (_ bv0 16)))
;; <- success
(assert (=> (and s15 (or (= h15_k (_ bv1 16)) (= h15_k (_ bv2 16)))) false))
;; <- success
(define-fun d45 () (_ BitVec 16) (ite (not s15) d9 u4))
;; <- success
(define-fun d46 () (_ BitVec 16) (ite (and s15 (not (or (= h15_k (_ bv2 16)) (= h15_k (_ bv7 16))))) d44 d45))
;; <- success
(assert true)
;; <- success
(assert (= d19 (_ bv0 16)))
;; <- success
(assert (= d9 (_ bv0 16)))
;; <- success
(assert (= d29 (_ bv0 16)))
;; <- success
(assert (= d46 (_ bv0 16)))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert (= d14 (_ bv0 16)))
;; <- success
(assert (= d24 (_ bv1 16)))
;; <- success
(declare-const u47 Bool)
;; <- success
(declare-const u48 Bool)
;; <- success
(declare-const u49 Bool)
;; <- success
(declare-const u50 (_ BitVec 16))
;; <- success
(define-fun d51 () (_ BitVec 16) (ite (= h0_rhs (_ bv0 16)) (_ bv65535 16) (ite (= h0_rhs (_ bv1 16)) (_ bv65535 16) (ite (= h0_rhs (_ bv2 16)) (_ bv65535 16) (_ bv0 16)))))
;; <- success
(define-fun d52 () (_ BitVec 16) (_ bv65535 16))
;; <- success
(define-fun d53 () (_ BitVec 16) (ite (= h0_k (_ bv0 16)) d51 (_ bv0 16)))
;; <- success
(assert (=> (and s0 (or (= h0_k (_ bv1 16)) (= h0_k (_ bv2 16)))) false))
;; <- success
(define-fun d54 () (_ BitVec 16) (ite (not s0) (_ bv0 16) (_ bv65535 16)))
;; <- success
(define-fun d55 () (_ BitVec 16) (ite (and s0 (not (or (= h0_k (_ bv2 16)) (= h0_k (_ bv7 16)))) (= h0_lhs (_ bv0 16))) d53 d54))
;; <- success
(define-fun d56 () (_ BitVec 16) (ite (= h1_rhs (_ bv0 16)) d55 (ite (= h1_rhs (_ bv1 16)) (_ bv65535 16) (ite (= h1_rhs (_ bv2 16)) (_ bv65535 16) (_ bv0 16)))))
;; <- success
(define-fun d57 () (_ BitVec 16) (ite (= h1_base (_ bv0 16)) d55 (_ bv65535 16)))
;; <- success
(define-fun d58 () (_ BitVec 16) (ite (= h1_k (_ bv0 16)) d56 (_ bv0 16)))
;; <- success
(assert (=> (and s1 (or (= h1_k (_ bv1 16)) (= h1_k (_ bv2 16)))) false))
;; <- success
(define-fun d59 () (_ BitVec 16) (ite (not s1) (_ bv0 16) (_ bv65535 16)))
;; <- success
(define-fun d60 () (_ BitVec 16) (ite (and s1 (not (or (= h1_k (_ bv2 16)) (= h1_k (_ bv7 16)))) (= h1_lhs (_ bv1 16))) d58 d59))
;; <- success
(define-fun d61 () (_ BitVec 16) (ite (= h2_rhs (_ bv0 16)) d55 (ite (= h2_rhs (_ bv1 16)) d60 (ite (= h2_rhs (_ bv2 16)) (_ bv65535 16) (_ bv0 16)))))
;; <- success
(define-fun d62 () (_ BitVec 16) (ite (= h2_base (_ bv0 16)) d55 (ite (= h2_base (_ bv1 16)) d60 (_ bv65535 16))))
;; <- success
(define-fun d63 () (_ BitVec 16) (ite (= h2_k (_ bv0 16)) d61 (_ bv0 16)))
;; <- success
(assert (=> (and s2 (or (= h2_k (_ bv1 16)) (= h2_k (_ bv2 16)))) false))
;; <- success
(define-fun d64 () (_ BitVec 16) (ite (not s2) (_ bv0 16) (_ bv65535 16)))
;; <- success
(define-fun d65 () (_ BitVec 16) (ite (and s2 (not (or (= h2_k (_ bv2 16)) (= h2_k (_ bv7 16)))) (= h2_lhs (_ bv2 16))) d63 d64))
;; <- success
(define-fun d66 () (_ BitVec 16) (ite (= h3_rhs (_ bv0 16)) (_ bv6 16) (ite (= h3_rhs (_ bv1 16)) (_ bv10 16) (ite (= h3_rhs (_ bv2 16)) (_ bv65534 16) (ite (= h3_rhs (_ bv3 16)) (_ bv39321 16) (ite (= h3_rhs (_ bv4 16)) (_ bv39321 16) (ite (= h3_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h3_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d67 () (_ BitVec 16) (ite (= h3_base (_ bv0 16)) d55 (ite (= h3_base (_ bv1 16)) d60 d65)))
;; <- success
(define-fun d68 () (_ BitVec 16) (ite (= h3_k (_ bv0 16)) d66 (ite (= h3_k (_ bv3 16)) (bvadd d66 (ite (= h3_add (_ bv0 16)) (_ bv65535 16) (ite (= h3_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv0 16))))
;; <- success
(assert (=> (and s3 (or (= h3_k (_ bv1 16)) (= h3_k (_ bv2 16)))) false))
;; <- success
(define-fun d69 () (_ BitVec 16) (ite (not s3) (_ bv10 16) (_ bv39321 16)))
;; <- success
(define-fun d70 () (_ BitVec 16) (ite (and s3 (not (or (= h3_k (_ bv2 16)) (= h3_k (_ bv7 16)))) (= h3_lhs (_ bv3 16))) d68 d69))
;; <- success
(define-fun d71 () (_ BitVec 16) (ite (= h4_rhs (_ bv0 16)) (_ bv6 16) (ite (= h4_rhs (_ bv1 16)) (_ bv10 16) (ite (= h4_rhs (_ bv2 16)) (_ bv65534 16) (ite (= h4_rhs (_ bv3 16)) d70 (ite (= h4_rhs (_ bv4 16)) (_ bv39321 16) (ite (= h4_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h4_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d72 () (_ BitVec 16) (ite (= h4_base (_ bv0 16)) d55 (ite (= h4_base (_ bv1 16)) d60 d65)))
;; <- success
(define-fun d73 () (_ BitVec 16) (ite (= h4_k (_ bv0 16)) d71 (ite (= h4_k (_ bv3 16)) (bvadd d71 (ite (= h4_add (_ bv0 16)) (_ bv65535 16) (ite (= h4_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv0 16))))
;; <- success
(assert (=> (and s4 (or (= h4_k (_ bv1 16)) (= h4_k (_ bv2 16)))) false))
;; <- success
(define-fun d74 () (_ BitVec 16) (ite (not s4) (_ bv0 16) (_ bv39321 16)))
;; <- success
(define-fun d75 () (_ BitVec 16) (ite (and s4 (not (or (= h4_k (_ bv2 16)) (= h4_k (_ bv7 16)))) (= h4_lhs (_ bv4 16))) d73 d74))
;; <- success
(assert true)
;; <- success
(assert (= d65 (_ bv0 16)))
;; <- success
(assert (= d55 (_ bv0 16)))
;; <- success
(assert (= d75 (_ bv0 16)))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert (= d60 (_ bv0 16)))
;; <- success
(assert (= d70 (_ bv10 16)))
;; <- success
(define-fun d76 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d55 (ite (= h5_x (_ bv1 16)) d60 d65)))
;; <- success
(define-fun d77 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d55 (ite (= h5_y (_ bv1 16)) d60 (ite (= h5_y (_ bv2 16)) d65 (_ bv0 16)))))
;; <- success
(define-fun d78 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) (_ bv6 16) (ite (= h5_x (_ bv1 16)) (_ bv10 16) (ite (= h5_x (_ bv2 16)) (_ bv65534 16) (ite (= h5_x (_ bv3 16)) d70 d75)))))
;; <- success
(define-fun d79 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) (_ bv6 16) (ite (= h5_y (_ bv1 16)) (_ bv10 16) (ite (= h5_y (_ bv2 16)) (_ bv65534 16) (ite (= h5_y (_ bv3 16)) d70 (ite (= h5_y (_ bv4 16)) d75 (ite (= h5_y (_ bv5 16)) (_ bv65535 16) (ite (= h5_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d80 () Bool (ite (not s5) (bvslt d75 (_ bv6 16)) u47))
;; <- success
(define-fun d81 () Bool (ite s5 (ite h5_ptr (ite (= h5_op (_ bv0 16)) (= d76 d77) (distinct d76 d77)) (ite (= h5_op (_ bv0 16)) (= d78 d79) (ite (= h5_op (_ bv1 16)) (distinct d78 d79) (ite (= h5_op (_ bv2 16)) (bvslt d78 d79) (ite (= h5_op (_ bv3 16)) (bvsle d78 d79) (ite (= h5_op (_ bv4 16)) (bvsgt d78 d79) (bvsge d78 d79))))))) d80))
;; <- success
(assert d81)
;; <- success
(define-fun d82 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d55 (ite (= g7_x (_ bv1 16)) d60 (_ bv1 16))))
;; <- success
(define-fun d83 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d55 (ite (= g7_y (_ bv1 16)) d60 (ite (= g7_y (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d84 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) (_ bv6 16) (ite (= g7_x (_ bv1 16)) (_ bv10 16) (ite (= g7_x (_ bv2 16)) (_ bv65534 16) (ite (= g7_x (_ bv3 16)) d70 d75)))))
;; <- success
(define-fun d85 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) (_ bv6 16) (ite (= g7_y (_ bv1 16)) (_ bv10 16) (ite (= g7_y (_ bv2 16)) (_ bv65534 16) (ite (= g7_y (_ bv3 16)) d70 (ite (= g7_y (_ bv4 16)) d75 (ite (= g7_y (_ bv5 16)) (_ bv65535 16) (ite (= g7_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d86 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op (_ bv0 16)) (= d82 d83) (distinct d82 d83)) (ite (= g7_op (_ bv0 16)) (= d84 d85) (ite (= g7_op (_ bv1 16)) (distinct d84 d85) (ite (= g7_op (_ bv2 16)) (bvslt d84 d85) (ite (= g7_op (_ bv3 16)) (bvsle d84 d85) (ite (= g7_op (_ bv4 16)) (bvsgt d84 d85) (bvsge d84 d85)))))))) true))
;; <- success
(define-fun d87 () (_ BitVec 16) (ite (= h7_rhs (_ bv0 16)) (_ bv6 16) (ite (= h7_rhs (_ bv1 16)) (_ bv10 16) (ite (= h7_rhs (_ bv2 16)) (_ bv65534 16) (ite (= h7_rhs (_ bv3 16)) d70 (ite (= h7_rhs (_ bv4 16)) d75 (ite (= h7_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h7_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d88 () (_ BitVec 16) (ite (= h7_base (_ bv0 16)) d55 (ite (= h7_base (_ bv1 16)) d60 (_ bv1 16))))
;; <- success
(define-fun d89 () (_ BitVec 16) (ite (= h7_k (_ bv0 16)) d87 (ite (= h7_k (_ bv3 16)) (bvadd d87 (ite (= h7_add (_ bv0 16)) (_ bv65535 16) (ite (= h7_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv39321 16))))
;; <- success
(assert (=> (and d86 (not s7)) true))
;; <- success
(assert (=> (and (and d86 s7) (or (= h7_k (_ bv1 16)) (= h7_k (_ bv2 16)) (= h7_k (_ bv5 16)))) (and (= h7_fld (_ bv0 16)) (= d88 (_ bv1 16)))))
;; <- success
(define-fun d90 () (_ BitVec 16) (ite (and (and d86 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv0 16))) d89 (_ bv6 16)))
;; <- success
(define-fun d91 () (_ BitVec 16) (ite (and (and d86 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv1 16))) d89 (_ bv10 16)))
;; <- success
(define-fun d92 () (_ BitVec 16) (ite (and (and d86 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv2 16))) d89 (_ bv65534 16)))
;; <- success
(define-fun d93 () (_ BitVec 16) (ite (and (and d86 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv3 16))) d89 d70))
;; <- success
(define-fun d94 () (_ BitVec 16) (ite (and (and d86 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv4 16))) d89 d75))
;; <- success
(define-fun d95 () (_ BitVec 16) (ite (and d86 (not s7)) d70 (_ bv39321 16)))
;; <- success
(define-fun d96 () (_ BitVec 16) (ite (and (and (and d86 s7) (= h7_k (_ bv2 16)) (= h7_fld (_ bv0 16))) (= d88 (_ bv1 16))) d87 d95))
;; <- success
(define-fun d97 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d55 (ite (= h8_x (_ bv1 16)) d60 (_ bv1 16))))
;; <- success
(define-fun d98 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d55 (ite (= h8_y (_ bv1 16)) d60 (ite (= h8_y (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d99 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d90 (ite (= h8_x (_ bv1 16)) d91 (ite (= h8_x (_ bv2 16)) d92 (ite (= h8_x (_ bv3 16)) d93 d94)))))
;; <- success
(define-fun d100 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d90 (ite (= h8_y (_ bv1 16)) d91 (ite (= h8_y (_ bv2 16)) d92 (ite (= h8_y (_ bv3 16)) d93 (ite (= h8_y (_ bv4 16)) d94 (ite (= h8_y (_ bv5 16)) (_ bv65535 16) (ite (= h8_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d101 () Bool (ite (not s8) (= d55 (_ bv0 16)) u48))
;; <- success
(define-fun d102 () Bool (ite s8 (ite h8_ptr (ite (= h8_op (_ bv0 16)) (= d97 d98) (distinct d97 d98)) (ite (= h8_op (_ bv0 16)) (= d99 d100) (ite (= h8_op (_ bv1 16)) (distinct d99 d100) (ite (= h8_op (_ bv2 16)) (bvslt d99 d100) (ite (= h8_op (_ bv3 16)) (bvsle d99 d100) (ite (= h8_op (_ bv4 16)) (bvsgt d99 d100) (bvsge d99 d100))))))) d101))
;; <- success
(assert d102)
;; <- success
(define-fun d103 () (_ BitVec 16) (ite (= g9_x (_ bv0 16)) d55 (ite (= g9_x (_ bv1 16)) d60 (_ bv1 16))))
;; <- success
(define-fun d104 () (_ BitVec 16) (ite (= g9_y (_ bv0 16)) d55 (ite (= g9_y (_ bv1 16)) d60 (ite (= g9_y (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d105 () (_ BitVec 16) (ite (= g9_x (_ bv0 16)) d90 (ite (= g9_x (_ bv1 16)) d91 (ite (= g9_x (_ bv2 16)) d92 (ite (= g9_x (_ bv3 16)) d93 d94)))))
;; <- success
(define-fun d106 () (_ BitVec 16) (ite (= g9_y (_ bv0 16)) d90 (ite (= g9_y (_ bv1 16)) d91 (ite (= g9_y (_ bv2 16)) d92 (ite (= g9_y (_ bv3 16)) d93 (ite (= g9_y (_ bv4 16)) d94 (ite (= g9_y (_ bv5 16)) (_ bv65535 16) (ite (= g9_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d107 () Bool (ite r9 (ite g9_del false (and d102 (ite g9_ptr (ite (= g9_op (_ bv0 16)) (= d103 d104) (distinct d103 d104)) (ite (= g9_op (_ bv0 16)) (= d105 d106) (ite (= g9_op (_ bv1 16)) (distinct d105 d106) (ite (= g9_op (_ bv2 16)) (bvslt d105 d106) (ite (= g9_op (_ bv3 16)) (bvsle d105 d106) (ite (= g9_op (_ bv4 16)) (bvsgt d105 d106) (bvsge d105 d106))))))))) d102))
;; <- success
(define-fun d108 () (_ BitVec 16) (ite (= h9_rhs (_ bv0 16)) d55 (ite (= h9_rhs (_ bv1 16)) d60 (ite (= h9_rhs (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d109 () (_ BitVec 16) (ite (= h9_base (_ bv0 16)) d55 (ite (= h9_base (_ bv1 16)) d60 (_ bv1 16))))
;; <- success
(define-fun d110 () (_ BitVec 16) (ite (= h9_k (_ bv0 16)) d108 (_ bv65535 16)))
;; <- success
(assert (=> (and (and d107 s9) (or (= h9_k (_ bv1 16)) (= h9_k (_ bv2 16)))) (and (= h9_fld (_ bv0 16)) (= d109 (_ bv1 16)))))
;; <- success
(define-fun d111 () (_ BitVec 16) (ite (and d107 (not s9)) (_ bv1 16) d55))
;; <- success
(define-fun d112 () (_ BitVec 16) (ite (and (and d107 s9) (not (or (= h9_k (_ bv2 16)) (= h9_k (_ bv7 16)))) (= h9_lhs (_ bv0 16))) d110 d111))
;; <- success
(define-fun d113 () (_ BitVec 16) (ite (and (and d107 s9) (not (or (= h9_k (_ bv2 16)) (= h9_k (_ bv7 16)))) (= h9_lhs (_ bv1 16))) d110 d60))
;; <- success
(define-fun d114 () (_ BitVec 16) (ite (and (and d107 s9) (not (or (= h9_k (_ bv2 16)) (= h9_k (_ bv7 16)))) (= h9_lhs (_ bv2 16))) d110 (_ bv1 16)))
;; <- success
(define-fun d115 () (_ BitVec 16) (ite (and (and (and d107 s9) (= h9_k (_ bv2 16)) (= h9_fld (_ bv0 16))) (= d109 (_ bv1 16))) d108 (_ bv65535 16)))
;; <- success
(define-fun d116 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d112 (ite (= g11_x (_ bv1 16)) d113 d114)))
;; <- success
(define-fun d117 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d112 (ite (= g11_y (_ bv1 16)) d113 (ite (= g11_y (_ bv2 16)) d114 (_ bv0 16)))))
;; <- success
(define-fun d118 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d90 (ite (= g11_x (_ bv1 16)) d91 (ite (= g11_x (_ bv2 16)) d92 (ite (= g11_x (_ bv3 16)) d93 d94)))))
;; <- success
(define-fun d119 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d90 (ite (= g11_y (_ bv1 16)) d91 (ite (= g11_y (_ bv2 16)) d92 (ite (= g11_y (_ bv3 16)) d93 (ite (= g11_y (_ bv4 16)) d94 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d120 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d116 d117) (distinct d116 d117)) (ite (= g11_op (_ bv0 16)) (= d118 d119) (ite (= g11_op (_ bv1 16)) (distinct d118 d119) (ite (= g11_op (_ bv2 16)) (bvslt d118 d119) (ite (= g11_op (_ bv3 16)) (bvsle d118 d119) (ite (= g11_op (_ bv4 16)) (bvsgt d118 d119) (bvsge d118 d119)))))))) true))
;; <- success
(define-fun d121 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d90 (ite (= h11_rhs (_ bv1 16)) d91 (ite (= h11_rhs (_ bv2 16)) d92 (ite (= h11_rhs (_ bv3 16)) d93 (ite (= h11_rhs (_ bv4 16)) d94 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d122 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d112 (ite (= h11_base (_ bv1 16)) d113 d114)))
;; <- success
(define-fun d123 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d90 d92) (ite (= h11_to (_ bv1 16)) (bvadd d91 d92) (ite (= h11_to (_ bv2 16)) (bvadd d92 d92) (ite (= h11_to (_ bv3 16)) (bvadd d93 d92) (bvadd d94 d92))))) (ite (= h11_to (_ bv0 16)) (bvadd d93 d90) (ite (= h11_to (_ bv1 16)) (bvadd d93 d91) (ite (= h11_to (_ bv2 16)) (bvadd d93 d92) (ite (= h11_to (_ bv3 16)) (bvadd d93 d93) (bvadd d93 d94)))))))
;; <- success
(define-fun d124 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d123 (ite (= h11_k (_ bv5 16)) (bvadd d93 d92) (ite (= h11_k (_ bv0 16)) d121 (ite (= h11_k (_ bv3 16)) (bvadd d121 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d96)))))
;; <- success
(assert (=> (and (and d120 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (= d122 (_ bv1 16)))))
;; <- success
(define-fun d125 () (_ BitVec 16) (ite (and d120 (not s11)) (bvadd d93 d92) d92))
;; <- success
(define-fun d126 () (_ BitVec 16) (ite (and (and d120 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d124 d90))
;; <- success
(define-fun d127 () (_ BitVec 16) (ite (and (and d120 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d124 d91))
;; <- success
(define-fun d128 () (_ BitVec 16) (ite (and (and d120 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d124 d125))
;; <- success
(define-fun d129 () (_ BitVec 16) (ite (and (and d120 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d124 d93))
;; <- success
(define-fun d130 () (_ BitVec 16) (ite (and (and d120 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d124 d94))
;; <- success
(define-fun d131 () (_ BitVec 16) (ite (and (and (and d120 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))) (= d122 (_ bv1 16))) d121 d96))
;; <- success
(define-fun d132 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d112 (ite (= g12_x (_ bv1 16)) d113 d114)))
;; <- success
(define-fun d133 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d112 (ite (= g12_y (_ bv1 16)) d113 (ite (= g12_y (_ bv2 16)) d114 (_ bv0 16)))))
;; <- success
(define-fun d134 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d126 (ite (= g12_x (_ bv1 16)) d127 (ite (= g12_x (_ bv2 16)) d128 (ite (= g12_x (_ bv3 16)) d129 d130)))))
;; <- success
(define-fun d135 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d126 (ite (= g12_y (_ bv1 16)) d127 (ite (= g12_y (_ bv2 16)) d128 (ite (= g12_y (_ bv3 16)) d129 (ite (= g12_y (_ bv4 16)) d130 (ite (= g12_y (_ bv5 16)) (_ bv65535 16) (ite (= g12_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d136 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op (_ bv0 16)) (= d132 d133) (distinct d132 d133)) (ite (= g12_op (_ bv0 16)) (= d134 d135) (ite (= g12_op (_ bv1 16)) (distinct d134 d135) (ite (= g12_op (_ bv2 16)) (bvslt d134 d135) (ite (= g12_op (_ bv3 16)) (bvsle d134 d135) (ite (= g12_op (_ bv4 16)) (bvsgt d134 d135) (bvsge d134 d135)))))))) true))
;; <- success
(define-fun d137 () (_ BitVec 16) (ite (= h12_rhs (_ bv0 16)) d126 (ite (= h12_rhs (_ bv1 16)) d127 (ite (= h12_rhs (_ bv2 16)) d128 (ite (= h12_rhs (_ bv3 16)) d129 (ite (= h12_rhs (_ bv4 16)) d130 (ite (= h12_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h12_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d138 () (_ BitVec 16) (ite (= h12_base (_ bv0 16)) d112 (ite (= h12_base (_ bv1 16)) d113 d114)))
;; <- success
(define-fun d139 () (_ BitVec 16) (ite (= h12_k (_ bv5 16)) (bvadd d130 (_ bv1 16)) (ite (= h12_k (_ bv0 16)) d137 (ite (= h12_k (_ bv3 16)) (bvadd d137 (ite (= h12_add (_ bv0 16)) (_ bv65535 16) (ite (= h12_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d131))))
;; <- success
(assert (=> (and (and d136 s12) (or (= h12_k (_ bv1 16)) (= h12_k (_ bv2 16)))) (and (= h12_fld (_ bv0 16)) (= d138 (_ bv1 16)))))
;; <- success
(define-fun d140 () (_ BitVec 16) (ite (and d136 (not s12)) (bvadd d130 (_ bv1 16)) d130))
;; <- success
(define-fun d141 () (_ BitVec 16) (ite (and (and d136 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv0 16))) d139 d126))
;; <- success
(define-fun d142 () (_ BitVec 16) (ite (and (and d136 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv1 16))) d139 d127))
;; <- success
(define-fun d143 () (_ BitVec 16) (ite (and (and d136 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv2 16))) d139 d128))
;; <- success
(define-fun d144 () (_ BitVec 16) (ite (and (and d136 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv3 16))) d139 d129))
;; <- success
(define-fun d145 () (_ BitVec 16) (ite (and (and d136 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv4 16))) d139 d140))
;; <- success
(define-fun d146 () (_ BitVec 16) (ite (and (and (and d136 s12) (= h12_k (_ bv2 16)) (= h12_fld (_ bv0 16))) (= d138 (_ bv1 16))) d137 d131))
;; <- success
(assert (= d141 (_ bv6 16)))
;; <- success
(assert (= d114 (_ bv1 16)))
;; <- success
(assert (= d112 (_ bv1 16)))
;; <- success
(assert (= d145 (_ bv1 16)))
;; <- success
(assert (= d142 (_ bv10 16)))
;; <- success
(assert (= d143 (_ bv65534 16)))
;; <- success
(assert (= d113 (_ bv1 16)))
;; <- success
(assert (= d144 (_ bv8 16)))
;; <- success
(assert (= d146 (_ bv10 16)))
;; <- success
(define-fun d147 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d112 (ite (= h5_x (_ bv1 16)) d113 d114)))
;; <- success
(define-fun d148 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d112 (ite (= h5_y (_ bv1 16)) d113 (ite (= h5_y (_ bv2 16)) d114 (_ bv0 16)))))
;; <- success
(define-fun d149 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d141 (ite (= h5_x (_ bv1 16)) d142 (ite (= h5_x (_ bv2 16)) d143 (ite (= h5_x (_ bv3 16)) d144 d145)))))
;; <- success
(define-fun d150 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d141 (ite (= h5_y (_ bv1 16)) d142 (ite (= h5_y (_ bv2 16)) d143 (ite (= h5_y (_ bv3 16)) d144 (ite (= h5_y (_ bv4 16)) d145 (ite (= h5_y (_ bv5 16)) (_ bv65535 16) (ite (= h5_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d151 () Bool (ite (not s5) (bvslt d145 d141) d81))
;; <- success
(define-fun d152 () Bool (ite s5 (ite h5_ptr (ite (= h5_op (_ bv0 16)) (= d147 d148) (distinct d147 d148)) (ite (= h5_op (_ bv0 16)) (= d149 d150) (ite (= h5_op (_ bv1 16)) (distinct d149 d150) (ite (= h5_op (_ bv2 16)) (bvslt d149 d150) (ite (= h5_op (_ bv3 16)) (bvsle d149 d150) (ite (= h5_op (_ bv4 16)) (bvsgt d149 d150) (bvsge d149 d150))))))) d151))
;; <- success
(assert d152)
;; <- success
(define-fun d153 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d112 (ite (= g7_x (_ bv1 16)) d113 (_ bv2 16))))
;; <- success
(define-fun d154 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d112 (ite (= g7_y (_ bv1 16)) d113 (ite (= g7_y (_ bv2 16)) (_ bv2 16) (_ bv0 16)))))
;; <- success
(define-fun d155 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d141 (ite (= g7_x (_ bv1 16)) d142 (ite (= g7_x (_ bv2 16)) d143 (ite (= g7_x (_ bv3 16)) d144 d145)))))
;; <- success
(define-fun d156 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d141 (ite (= g7_y (_ bv1 16)) d142 (ite (= g7_y (_ bv2 16)) d143 (ite (= g7_y (_ bv3 16)) d144 (ite (= g7_y (_ bv4 16)) d145 (ite (= g7_y (_ bv5 16)) (_ bv65535 16) (ite (= g7_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d157 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op (_ bv0 16)) (= d153 d154) (distinct d153 d154)) (ite (= g7_op (_ bv0 16)) (= d155 d156) (ite (= g7_op (_ bv1 16)) (distinct d155 d156) (ite (= g7_op (_ bv2 16)) (bvslt d155 d156) (ite (= g7_op (_ bv3 16)) (bvsle d155 d156) (ite (= g7_op (_ bv4 16)) (bvsgt d155 d156) (bvsge d155 d156)))))))) true))
;; <- success
(define-fun d158 () (_ BitVec 16) (ite (= h7_rhs (_ bv0 16)) d141 (ite (= h7_rhs (_ bv1 16)) d142 (ite (= h7_rhs (_ bv2 16)) d143 (ite (= h7_rhs (_ bv3 16)) d144 (ite (= h7_rhs (_ bv4 16)) d145 (ite (= h7_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h7_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d159 () (_ BitVec 16) (ite (= h7_base (_ bv0 16)) d112 (ite (= h7_base (_ bv1 16)) d113 (_ bv2 16))))
;; <- success
(define-fun d160 () (_ BitVec 16) (ite (= h7_k (_ bv0 16)) d158 (ite (= h7_k (_ bv3 16)) (bvadd d158 (ite (= h7_add (_ bv0 16)) (_ bv65535 16) (ite (= h7_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d159 (_ bv1 16)) d146 (_ bv39321 16)))))
;; <- success
(assert (=> (and d157 (not s7)) true))
;; <- success
(assert (=> (and (and d157 s7) (or (= h7_k (_ bv1 16)) (= h7_k (_ bv2 16)) (= h7_k (_ bv5 16)))) (and (= h7_fld (_ bv0 16)) (or (= d159 (_ bv1 16)) (= d159 (_ bv2 16))))))
;; <- success
(define-fun d161 () (_ BitVec 16) (ite (and (and d157 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv0 16))) d160 d141))
;; <- success
(define-fun d162 () (_ BitVec 16) (ite (and (and d157 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv1 16))) d160 d142))
;; <- success
(define-fun d163 () (_ BitVec 16) (ite (and (and d157 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv2 16))) d160 d143))
;; <- success
(define-fun d164 () (_ BitVec 16) (ite (and (and d157 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv3 16))) d160 d144))
;; <- success
(define-fun d165 () (_ BitVec 16) (ite (and (and d157 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv4 16))) d160 d145))
;; <- success
(define-fun d166 () (_ BitVec 16) (ite (and d157 (not s7)) d144 (_ bv39321 16)))
;; <- success
(define-fun d167 () Bool (and (and d157 s7) (= h7_k (_ bv2 16)) (= h7_fld (_ bv0 16))))
;; <- success
(define-fun d168 () (_ BitVec 16) (ite (and d167 (= d159 (_ bv1 16))) d158 d146))
;; <- success
(define-fun d169 () (_ BitVec 16) (ite (and d167 (= d159 (_ bv2 16))) d158 d166))
;; <- success
(define-fun d170 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d112 (ite (= h8_x (_ bv1 16)) d113 (_ bv2 16))))
;; <- success
(define-fun d171 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d112 (ite (= h8_y (_ bv1 16)) d113 (ite (= h8_y (_ bv2 16)) (_ bv2 16) (_ bv0 16)))))
;; <- success
(define-fun d172 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d161 (ite (= h8_x (_ bv1 16)) d162 (ite (= h8_x (_ bv2 16)) d163 (ite (= h8_x (_ bv3 16)) d164 d165)))))
;; <- success
(define-fun d173 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d161 (ite (= h8_y (_ bv1 16)) d162 (ite (= h8_y (_ bv2 16)) d163 (ite (= h8_y (_ bv3 16)) d164 (ite (= h8_y (_ bv4 16)) d165 (ite (= h8_y (_ bv5 16)) (_ bv65535 16) (ite (= h8_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d174 () Bool (ite (not s8) (= d112 (_ bv0 16)) d102))
;; <- success
(define-fun d175 () Bool (ite s8 (ite h8_ptr (ite (= h8_op (_ bv0 16)) (= d170 d171) (distinct d170 d171)) (ite (= h8_op (_ bv0 16)) (= d172 d173) (ite (= h8_op (_ bv1 16)) (distinct d172 d173) (ite (= h8_op (_ bv2 16)) (bvslt d172 d173) (ite (= h8_op (_ bv3 16)) (bvsle d172 d173) (ite (= h8_op (_ bv4 16)) (bvsgt d172 d173) (bvsge d172 d173))))))) d174))
;; <- success
(assert (not d175))
;; <- success
(define-fun d176 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d112 (ite (= g10_x (_ bv1 16)) d113 (_ bv2 16))))
;; <- success
(define-fun d177 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d112 (ite (= g10_y (_ bv1 16)) d113 (ite (= g10_y (_ bv2 16)) (_ bv2 16) (_ bv0 16)))))
;; <- success
(define-fun d178 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d161 (ite (= g10_x (_ bv1 16)) d162 (ite (= g10_x (_ bv2 16)) d163 (ite (= g10_x (_ bv3 16)) d164 d165)))))
;; <- success
(define-fun d179 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d161 (ite (= g10_y (_ bv1 16)) d162 (ite (= g10_y (_ bv2 16)) d163 (ite (= g10_y (_ bv3 16)) d164 (ite (= g10_y (_ bv4 16)) d165 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d180 () Bool (ite r10 (ite g10_del false (and (not d175) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d176 d177) (distinct d176 d177)) (ite (= g10_op (_ bv0 16)) (= d178 d179) (ite (= g10_op (_ bv1 16)) (distinct d178 d179) (ite (= g10_op (_ bv2 16)) (bvslt d178 d179) (ite (= g10_op (_ bv3 16)) (bvsle d178 d179) (ite (= g10_op (_ bv4 16)) (bvsgt d178 d179) (bvsge d178 d179))))))))) (not d175)))
;; <- success
(define-fun d181 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d112 (ite (= h10_rhs (_ bv1 16)) d113 (ite (= h10_rhs (_ bv2 16)) (_ bv2 16) (_ bv0 16)))))
;; <- success
(define-fun d182 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d112 (ite (= h10_base (_ bv1 16)) d113 (_ bv2 16))))
;; <- success
(define-fun d183 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d181 (ite (= d182 (_ bv1 16)) d115 (_ bv65535 16))))
;; <- success
(assert (=> (and d180 (not s10)) (= d112 (_ bv1 16))))
;; <- success
(assert (=> (and (and d180 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d182 (_ bv1 16)) (= d182 (_ bv2 16))))))
;; <- success
(define-fun d184 () (_ BitVec 16) (ite (and (and d180 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d183 d112))
;; <- success
(define-fun d185 () (_ BitVec 16) (ite (and (and d180 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d183 d113))
;; <- success
(define-fun d186 () (_ BitVec 16) (ite (and (and d180 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d183 (_ bv2 16)))
;; <- success
(define-fun d187 () (_ BitVec 16) (ite (and (and d180 (not s10)) (= d112 (_ bv1 16))) (_ bv2 16) d115))
;; <- success
(define-fun d188 () Bool (and (and d180 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d189 () (_ BitVec 16) (ite (and d188 (= d182 (_ bv1 16))) d181 d187))
;; <- success
(define-fun d190 () (_ BitVec 16) (ite (and d188 (= d182 (_ bv2 16))) d181 (_ bv65535 16)))
;; <- success
(define-fun d191 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d184 (ite (= g11_x (_ bv1 16)) d185 d186)))
;; <- success
(define-fun d192 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d184 (ite (= g11_y (_ bv1 16)) d185 (ite (= g11_y (_ bv2 16)) d186 (_ bv0 16)))))
;; <- success
(define-fun d193 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d161 (ite (= g11_x (_ bv1 16)) d162 (ite (= g11_x (_ bv2 16)) d163 (ite (= g11_x (_ bv3 16)) d164 d165)))))
;; <- success
(define-fun d194 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d161 (ite (= g11_y (_ bv1 16)) d162 (ite (= g11_y (_ bv2 16)) d163 (ite (= g11_y (_ bv3 16)) d164 (ite (= g11_y (_ bv4 16)) d165 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d195 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d191 d192) (distinct d191 d192)) (ite (= g11_op (_ bv0 16)) (= d193 d194) (ite (= g11_op (_ bv1 16)) (distinct d193 d194) (ite (= g11_op (_ bv2 16)) (bvslt d193 d194) (ite (= g11_op (_ bv3 16)) (bvsle d193 d194) (ite (= g11_op (_ bv4 16)) (bvsgt d193 d194) (bvsge d193 d194)))))))) true))
;; <- success
(define-fun d196 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d161 (ite (= h11_rhs (_ bv1 16)) d162 (ite (= h11_rhs (_ bv2 16)) d163 (ite (= h11_rhs (_ bv3 16)) d164 (ite (= h11_rhs (_ bv4 16)) d165 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d197 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d184 (ite (= h11_base (_ bv1 16)) d185 d186)))
;; <- success
(define-fun d198 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d161 d163) (ite (= h11_to (_ bv1 16)) (bvadd d162 d163) (ite (= h11_to (_ bv2 16)) (bvadd d163 d163) (ite (= h11_to (_ bv3 16)) (bvadd d164 d163) (bvadd d165 d163))))) (ite (= h11_to (_ bv0 16)) (bvadd d164 d161) (ite (= h11_to (_ bv1 16)) (bvadd d164 d162) (ite (= h11_to (_ bv2 16)) (bvadd d164 d163) (ite (= h11_to (_ bv3 16)) (bvadd d164 d164) (bvadd d164 d165)))))))
;; <- success
(define-fun d199 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d198 (ite (= h11_k (_ bv5 16)) (bvadd d164 d163) (ite (= h11_k (_ bv0 16)) d196 (ite (= h11_k (_ bv3 16)) (bvadd d196 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d197 (_ bv1 16)) d168 d169))))))
;; <- success
(assert (=> (and (and d195 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d197 (_ bv1 16)) (= d197 (_ bv2 16))))))
;; <- success
(define-fun d200 () (_ BitVec 16) (ite (and d195 (not s11)) (bvadd d164 d163) d163))
;; <- success
(define-fun d201 () (_ BitVec 16) (ite (and (and d195 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d199 d161))
;; <- success
(define-fun d202 () (_ BitVec 16) (ite (and (and d195 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d199 d162))
;; <- success
(define-fun d203 () (_ BitVec 16) (ite (and (and d195 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d199 d200))
;; <- success
(define-fun d204 () (_ BitVec 16) (ite (and (and d195 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d199 d164))
;; <- success
(define-fun d205 () (_ BitVec 16) (ite (and (and d195 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d199 d165))
;; <- success
(define-fun d206 () Bool (and (and d195 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d207 () (_ BitVec 16) (ite (and d206 (= d197 (_ bv1 16))) d196 d168))
;; <- success
(define-fun d208 () (_ BitVec 16) (ite (and d206 (= d197 (_ bv2 16))) d196 d169))
;; <- success
(define-fun d209 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d184 (ite (= g12_x (_ bv1 16)) d185 d186)))
;; <- success
(define-fun d210 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d184 (ite (= g12_y (_ bv1 16)) d185 (ite (= g12_y (_ bv2 16)) d186 (_ bv0 16)))))
;; <- success
(define-fun d211 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d201 (ite (= g12_x (_ bv1 16)) d202 (ite (= g12_x (_ bv2 16)) d203 (ite (= g12_x (_ bv3 16)) d204 d205)))))
;; <- success
(define-fun d212 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d201 (ite (= g12_y (_ bv1 16)) d202 (ite (= g12_y (_ bv2 16)) d203 (ite (= g12_y (_ bv3 16)) d204 (ite (= g12_y (_ bv4 16)) d205 (ite (= g12_y (_ bv5 16)) (_ bv65535 16) (ite (= g12_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d213 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op (_ bv0 16)) (= d209 d210) (distinct d209 d210)) (ite (= g12_op (_ bv0 16)) (= d211 d212) (ite (= g12_op (_ bv1 16)) (distinct d211 d212) (ite (= g12_op (_ bv2 16)) (bvslt d211 d212) (ite (= g12_op (_ bv3 16)) (bvsle d211 d212) (ite (= g12_op (_ bv4 16)) (bvsgt d211 d212) (bvsge d211 d212)))))))) true))
;; <- success
(define-fun d214 () (_ BitVec 16) (ite (= h12_rhs (_ bv0 16)) d201 (ite (= h12_rhs (_ bv1 16)) d202 (ite (= h12_rhs (_ bv2 16)) d203 (ite (= h12_rhs (_ bv3 16)) d204 (ite (= h12_rhs (_ bv4 16)) d205 (ite (= h12_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h12_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d215 () (_ BitVec 16) (ite (= h12_base (_ bv0 16)) d184 (ite (= h12_base (_ bv1 16)) d185 d186)))
;; <- success
(define-fun d216 () (_ BitVec 16) (ite (= h12_k (_ bv5 16)) (bvadd d205 (_ bv1 16)) (ite (= h12_k (_ bv0 16)) d214 (ite (= h12_k (_ bv3 16)) (bvadd d214 (ite (= h12_add (_ bv0 16)) (_ bv65535 16) (ite (= h12_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d215 (_ bv1 16)) d207 d208)))))
;; <- success
(assert (=> (and (and d213 s12) (or (= h12_k (_ bv1 16)) (= h12_k (_ bv2 16)))) (and (= h12_fld (_ bv0 16)) (or (= d215 (_ bv1 16)) (= d215 (_ bv2 16))))))
;; <- success
(define-fun d217 () (_ BitVec 16) (ite (and d213 (not s12)) (bvadd d205 (_ bv1 16)) d205))
;; <- success
(define-fun d218 () (_ BitVec 16) (ite (and (and d213 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv0 16))) d216 d201))
;; <- success
(define-fun d219 () (_ BitVec 16) (ite (and (and d213 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv1 16))) d216 d202))
;; <- success
(define-fun d220 () (_ BitVec 16) (ite (and (and d213 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv2 16))) d216 d203))
;; <- success
(define-fun d221 () (_ BitVec 16) (ite (and (and d213 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv3 16))) d216 d204))
;; <- success
(define-fun d222 () (_ BitVec 16) (ite (and (and d213 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv4 16))) d216 d217))
;; <- success
(define-fun d223 () Bool (and (and d213 s12) (= h12_k (_ bv2 16)) (= h12_fld (_ bv0 16))))
;; <- success
(define-fun d224 () (_ BitVec 16) (ite (and d223 (= d215 (_ bv1 16))) d214 d207))
;; <- success
(define-fun d225 () (_ BitVec 16) (ite (and d223 (= d215 (_ bv2 16))) d214 d208))
;; <- success
(assert (= d218 (_ bv6 16)))
;; <- success
(assert (= d186 (_ bv2 16)))
;; <- success
(assert (= d184 (_ bv1 16)))
;; <- success
(assert (= d222 (_ bv2 16)))
;; <- success
(assert (= d219 (_ bv10 16)))
;; <- success
(assert (= d220 (_ bv65534 16)))
;; <- success
(assert (= d185 (_ bv2 16)))
;; <- success
(assert (= d221 (_ bv6 16)))
;; <- success
(assert (= d224 (_ bv10 16)))
;; <- success
(assert (= d189 (_ bv2 16)))
;; <- success
(assert (= d225 (_ bv8 16)))
;; <- success
(define-fun d226 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d184 (ite (= h5_x (_ bv1 16)) d185 d186)))
;; <- success
(define-fun d227 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d184 (ite (= h5_y (_ bv1 16)) d185 (ite (= h5_y (_ bv2 16)) d186 (_ bv0 16)))))
;; <- success
(define-fun d228 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d218 (ite (= h5_x (_ bv1 16)) d219 (ite (= h5_x (_ bv2 16)) d220 (ite (= h5_x (_ bv3 16)) d221 d222)))))
;; <- success
(define-fun d229 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d218 (ite (= h5_y (_ bv1 16)) d219 (ite (= h5_y (_ bv2 16)) d220 (ite (= h5_y (_ bv3 16)) d221 (ite (= h5_y (_ bv4 16)) d222 (ite (= h5_y (_ bv5 16)) (_ bv65535 16) (ite (= h5_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d230 () Bool (ite (not s5) (bvslt d222 d218) d152))
;; <- success
(define-fun d231 () Bool (ite s5 (ite h5_ptr (ite (= h5_op (_ bv0 16)) (= d226 d227) (distinct d226 d227)) (ite (= h5_op (_ bv0 16)) (= d228 d229) (ite (= h5_op (_ bv1 16)) (distinct d228 d229) (ite (= h5_op (_ bv2 16)) (bvslt d228 d229) (ite (= h5_op (_ bv3 16)) (bvsle d228 d229) (ite (= h5_op (_ bv4 16)) (bvsgt d228 d229) (bvsge d228 d229))))))) d230))
;; <- success
(assert d231)
;; <- success
(define-fun d232 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d184 (ite (= g7_x (_ bv1 16)) d185 (_ bv3 16))))
;; <- success
(define-fun d233 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d184 (ite (= g7_y (_ bv1 16)) d185 (ite (= g7_y (_ bv2 16)) (_ bv3 16) (_ bv0 16)))))
;; <- success
(define-fun d234 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d218 (ite (= g7_x (_ bv1 16)) d219 (ite (= g7_x (_ bv2 16)) d220 (ite (= g7_x (_ bv3 16)) d221 d222)))))
;; <- success
(define-fun d235 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d218 (ite (= g7_y (_ bv1 16)) d219 (ite (= g7_y (_ bv2 16)) d220 (ite (= g7_y (_ bv3 16)) d221 (ite (= g7_y (_ bv4 16)) d222 (ite (= g7_y (_ bv5 16)) (_ bv65535 16) (ite (= g7_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d236 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op (_ bv0 16)) (= d232 d233) (distinct d232 d233)) (ite (= g7_op (_ bv0 16)) (= d234 d235) (ite (= g7_op (_ bv1 16)) (distinct d234 d235) (ite (= g7_op (_ bv2 16)) (bvslt d234 d235) (ite (= g7_op (_ bv3 16)) (bvsle d234 d235) (ite (= g7_op (_ bv4 16)) (bvsgt d234 d235) (bvsge d234 d235)))))))) true))
;; <- success
(define-fun d237 () (_ BitVec 16) (ite (= h7_rhs (_ bv0 16)) d218 (ite (= h7_rhs (_ bv1 16)) d219 (ite (= h7_rhs (_ bv2 16)) d220 (ite (= h7_rhs (_ bv3 16)) d221 (ite (= h7_rhs (_ bv4 16)) d222 (ite (= h7_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h7_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d238 () (_ BitVec 16) (ite (= h7_base (_ bv0 16)) d184 (ite (= h7_base (_ bv1 16)) d185 (_ bv3 16))))
;; <- success
(define-fun d239 () (_ BitVec 16) (ite (= h7_k (_ bv0 16)) d237 (ite (= h7_k (_ bv3 16)) (bvadd d237 (ite (= h7_add (_ bv0 16)) (_ bv65535 16) (ite (= h7_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d238 (_ bv1 16)) d224 (ite (= d238 (_ bv2 16)) d225 (_ bv39321 16))))))
;; <- success
(assert (=> (and d236 (not s7)) true))
;; <- success
(assert (=> (and (and d236 s7) (or (= h7_k (_ bv1 16)) (= h7_k (_ bv2 16)) (= h7_k (_ bv5 16)))) (and (= h7_fld (_ bv0 16)) (or (= d238 (_ bv1 16)) (= d238 (_ bv2 16)) (= d238 (_ bv3 16))))))
;; <- success
(define-fun d240 () (_ BitVec 16) (ite (and (and d236 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv0 16))) d239 d218))
;; <- success
(define-fun d241 () (_ BitVec 16) (ite (and (and d236 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv1 16))) d239 d219))
;; <- success
(define-fun d242 () (_ BitVec 16) (ite (and (and d236 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv2 16))) d239 d220))
;; <- success
(define-fun d243 () (_ BitVec 16) (ite (and (and d236 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv3 16))) d239 d221))
;; <- success
(define-fun d244 () (_ BitVec 16) (ite (and (and d236 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv4 16))) d239 d222))
;; <- success
(define-fun d245 () (_ BitVec 16) (ite (and d236 (not s7)) d221 (_ bv39321 16)))
;; <- success
(define-fun d246 () Bool (and (and d236 s7) (= h7_k (_ bv2 16)) (= h7_fld (_ bv0 16))))
;; <- success
(define-fun d247 () (_ BitVec 16) (ite (and d246 (= d238 (_ bv1 16))) d237 d224))
;; <- success
(define-fun d248 () (_ BitVec 16) (ite (and d246 (= d238 (_ bv2 16))) d237 d225))
;; <- success
(define-fun d249 () (_ BitVec 16) (ite (and d246 (= d238 (_ bv3 16))) d237 d245))
;; <- success
(define-fun d250 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d184 (ite (= h8_x (_ bv1 16)) d185 (_ bv3 16))))
;; <- success
(define-fun d251 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d184 (ite (= h8_y (_ bv1 16)) d185 (ite (= h8_y (_ bv2 16)) (_ bv3 16) (_ bv0 16)))))
;; <- success
(define-fun d252 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d240 (ite (= h8_x (_ bv1 16)) d241 (ite (= h8_x (_ bv2 16)) d242 (ite (= h8_x (_ bv3 16)) d243 d244)))))
;; <- success
(define-fun d253 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d240 (ite (= h8_y (_ bv1 16)) d241 (ite (= h8_y (_ bv2 16)) d242 (ite (= h8_y (_ bv3 16)) d243 (ite (= h8_y (_ bv4 16)) d244 (ite (= h8_y (_ bv5 16)) (_ bv65535 16) (ite (= h8_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d254 () Bool (ite (not s8) (= d184 (_ bv0 16)) d175))
;; <- success
(define-fun d255 () Bool (ite s8 (ite h8_ptr (ite (= h8_op (_ bv0 16)) (= d250 d251) (distinct d250 d251)) (ite (= h8_op (_ bv0 16)) (= d252 d253) (ite (= h8_op (_ bv1 16)) (distinct d252 d253) (ite (= h8_op (_ bv2 16)) (bvslt d252 d253) (ite (= h8_op (_ bv3 16)) (bvsle d252 d253) (ite (= h8_op (_ bv4 16)) (bvsgt d252 d253) (bvsge d252 d253))))))) d254))
;; <- success
(assert (not d255))
;; <- success
(define-fun d256 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d184 (ite (= g10_x (_ bv1 16)) d185 (_ bv3 16))))
;; <- success
(define-fun d257 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d184 (ite (= g10_y (_ bv1 16)) d185 (ite (= g10_y (_ bv2 16)) (_ bv3 16) (_ bv0 16)))))
;; <- success
(define-fun d258 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d240 (ite (= g10_x (_ bv1 16)) d241 (ite (= g10_x (_ bv2 16)) d242 (ite (= g10_x (_ bv3 16)) d243 d244)))))
;; <- success
(define-fun d259 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d240 (ite (= g10_y (_ bv1 16)) d241 (ite (= g10_y (_ bv2 16)) d242 (ite (= g10_y (_ bv3 16)) d243 (ite (= g10_y (_ bv4 16)) d244 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d260 () Bool (ite r10 (ite g10_del false (and (not d255) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d256 d257) (distinct d256 d257)) (ite (= g10_op (_ bv0 16)) (= d258 d259) (ite (= g10_op (_ bv1 16)) (distinct d258 d259) (ite (= g10_op (_ bv2 16)) (bvslt d258 d259) (ite (= g10_op (_ bv3 16)) (bvsle d258 d259) (ite (= g10_op (_ bv4 16)) (bvsgt d258 d259) (bvsge d258 d259))))))))) (not d255)))
;; <- success
(define-fun d261 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d184 (ite (= h10_rhs (_ bv1 16)) d185 (ite (= h10_rhs (_ bv2 16)) (_ bv3 16) (_ bv0 16)))))
;; <- success
(define-fun d262 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d184 (ite (= h10_base (_ bv1 16)) d185 (_ bv3 16))))
;; <- success
(define-fun d263 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d261 (ite (= d262 (_ bv1 16)) d189 (ite (= d262 (_ bv2 16)) d190 (_ bv65535 16)))))
;; <- success
(assert (=> (and d260 (not s10)) (or (= d184 (_ bv1 16)) (= d184 (_ bv2 16)))))
;; <- success
(assert (=> (and (and d260 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d262 (_ bv1 16)) (= d262 (_ bv2 16)) (= d262 (_ bv3 16))))))
;; <- success
(define-fun d264 () (_ BitVec 16) (ite (and (and d260 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d263 d184))
;; <- success
(define-fun d265 () (_ BitVec 16) (ite (and (and d260 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d263 d185))
;; <- success
(define-fun d266 () (_ BitVec 16) (ite (and (and d260 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d263 (_ bv3 16)))
;; <- success
(define-fun d267 () Bool (and d260 (not s10)))
;; <- success
(define-fun d268 () (_ BitVec 16) (ite (and d267 (= d184 (_ bv1 16))) (_ bv3 16) d189))
;; <- success
(define-fun d269 () (_ BitVec 16) (ite (and d267 (= d184 (_ bv2 16))) (_ bv3 16) d190))
;; <- success
(define-fun d270 () Bool (and (and d260 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d271 () (_ BitVec 16) (ite (and d270 (= d262 (_ bv1 16))) d261 d268))
;; <- success
(define-fun d272 () (_ BitVec 16) (ite (and d270 (= d262 (_ bv2 16))) d261 d269))
;; <- success
(define-fun d273 () (_ BitVec 16) (ite (and d270 (= d262 (_ bv3 16))) d261 (_ bv65535 16)))
;; <- success
(define-fun d274 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d264 (ite (= g11_x (_ bv1 16)) d265 d266)))
;; <- success
(define-fun d275 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d264 (ite (= g11_y (_ bv1 16)) d265 (ite (= g11_y (_ bv2 16)) d266 (_ bv0 16)))))
;; <- success
(define-fun d276 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d240 (ite (= g11_x (_ bv1 16)) d241 (ite (= g11_x (_ bv2 16)) d242 (ite (= g11_x (_ bv3 16)) d243 d244)))))
;; <- success
(define-fun d277 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d240 (ite (= g11_y (_ bv1 16)) d241 (ite (= g11_y (_ bv2 16)) d242 (ite (= g11_y (_ bv3 16)) d243 (ite (= g11_y (_ bv4 16)) d244 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d278 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d274 d275) (distinct d274 d275)) (ite (= g11_op (_ bv0 16)) (= d276 d277) (ite (= g11_op (_ bv1 16)) (distinct d276 d277) (ite (= g11_op (_ bv2 16)) (bvslt d276 d277) (ite (= g11_op (_ bv3 16)) (bvsle d276 d277) (ite (= g11_op (_ bv4 16)) (bvsgt d276 d277) (bvsge d276 d277)))))))) true))
;; <- success
(define-fun d279 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d240 (ite (= h11_rhs (_ bv1 16)) d241 (ite (= h11_rhs (_ bv2 16)) d242 (ite (= h11_rhs (_ bv3 16)) d243 (ite (= h11_rhs (_ bv4 16)) d244 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d280 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d264 (ite (= h11_base (_ bv1 16)) d265 d266)))
;; <- success
(define-fun d281 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d240 d242) (ite (= h11_to (_ bv1 16)) (bvadd d241 d242) (ite (= h11_to (_ bv2 16)) (bvadd d242 d242) (ite (= h11_to (_ bv3 16)) (bvadd d243 d242) (bvadd d244 d242))))) (ite (= h11_to (_ bv0 16)) (bvadd d243 d240) (ite (= h11_to (_ bv1 16)) (bvadd d243 d241) (ite (= h11_to (_ bv2 16)) (bvadd d243 d242) (ite (= h11_to (_ bv3 16)) (bvadd d243 d243) (bvadd d243 d244)))))))
;; <- success
(define-fun d282 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d281 (ite (= h11_k (_ bv5 16)) (bvadd d243 d242) (ite (= h11_k (_ bv0 16)) d279 (ite (= h11_k (_ bv3 16)) (bvadd d279 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d280 (_ bv1 16)) d247 (ite (= d280 (_ bv2 16)) d248 d249)))))))
;; <- success
(assert (=> (and (and d278 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d280 (_ bv1 16)) (= d280 (_ bv2 16)) (= d280 (_ bv3 16))))))
;; <- success
(define-fun d283 () (_ BitVec 16) (ite (and d278 (not s11)) (bvadd d243 d242) d242))
;; <- success
(define-fun d284 () (_ BitVec 16) (ite (and (and d278 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d282 d240))
;; <- success
(define-fun d285 () (_ BitVec 16) (ite (and (and d278 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d282 d241))
;; <- success
(define-fun d286 () (_ BitVec 16) (ite (and (and d278 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d282 d283))
;; <- success
(define-fun d287 () (_ BitVec 16) (ite (and (and d278 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d282 d243))
;; <- success
(define-fun d288 () (_ BitVec 16) (ite (and (and d278 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d282 d244))
;; <- success
(define-fun d289 () Bool (and (and d278 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d290 () (_ BitVec 16) (ite (and d289 (= d280 (_ bv1 16))) d279 d247))
;; <- success
(define-fun d291 () (_ BitVec 16) (ite (and d289 (= d280 (_ bv2 16))) d279 d248))
;; <- success
(define-fun d292 () (_ BitVec 16) (ite (and d289 (= d280 (_ bv3 16))) d279 d249))
;; <- success
(define-fun d293 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d264 (ite (= g12_x (_ bv1 16)) d265 d266)))
;; <- success
(define-fun d294 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d264 (ite (= g12_y (_ bv1 16)) d265 (ite (= g12_y (_ bv2 16)) d266 (_ bv0 16)))))
;; <- success
(define-fun d295 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d284 (ite (= g12_x (_ bv1 16)) d285 (ite (= g12_x (_ bv2 16)) d286 (ite (= g12_x (_ bv3 16)) d287 d288)))))
;; <- success
(define-fun d296 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d284 (ite (= g12_y (_ bv1 16)) d285 (ite (= g12_y (_ bv2 16)) d286 (ite (= g12_y (_ bv3 16)) d287 (ite (= g12_y (_ bv4 16)) d288 (ite (= g12_y (_ bv5 16)) (_ bv65535 16) (ite (= g12_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d297 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op (_ bv0 16)) (= d293 d294) (distinct d293 d294)) (ite (= g12_op (_ bv0 16)) (= d295 d296) (ite (= g12_op (_ bv1 16)) (distinct d295 d296) (ite (= g12_op (_ bv2 16)) (bvslt d295 d296) (ite (= g12_op (_ bv3 16)) (bvsle d295 d296) (ite (= g12_op (_ bv4 16)) (bvsgt d295 d296) (bvsge d295 d296)))))))) true))
;; <- success
(define-fun d298 () (_ BitVec 16) (ite (= h12_rhs (_ bv0 16)) d284 (ite (= h12_rhs (_ bv1 16)) d285 (ite (= h12_rhs (_ bv2 16)) d286 (ite (= h12_rhs (_ bv3 16)) d287 (ite (= h12_rhs (_ bv4 16)) d288 (ite (= h12_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h12_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d299 () (_ BitVec 16) (ite (= h12_base (_ bv0 16)) d264 (ite (= h12_base (_ bv1 16)) d265 d266)))
;; <- success
(define-fun d300 () (_ BitVec 16) (ite (= h12_k (_ bv5 16)) (bvadd d288 (_ bv1 16)) (ite (= h12_k (_ bv0 16)) d298 (ite (= h12_k (_ bv3 16)) (bvadd d298 (ite (= h12_add (_ bv0 16)) (_ bv65535 16) (ite (= h12_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d299 (_ bv1 16)) d290 (ite (= d299 (_ bv2 16)) d291 d292))))))
;; <- success
(assert (=> (and (and d297 s12) (or (= h12_k (_ bv1 16)) (= h12_k (_ bv2 16)))) (and (= h12_fld (_ bv0 16)) (or (= d299 (_ bv1 16)) (= d299 (_ bv2 16)) (= d299 (_ bv3 16))))))
;; <- success
(define-fun d301 () (_ BitVec 16) (ite (and d297 (not s12)) (bvadd d288 (_ bv1 16)) d288))
;; <- success
(define-fun d302 () (_ BitVec 16) (ite (and (and d297 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv0 16))) d300 d284))
;; <- success
(define-fun d303 () (_ BitVec 16) (ite (and (and d297 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv1 16))) d300 d285))
;; <- success
(define-fun d304 () (_ BitVec 16) (ite (and (and d297 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv2 16))) d300 d286))
;; <- success
(define-fun d305 () (_ BitVec 16) (ite (and (and d297 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv3 16))) d300 d287))
;; <- success
(define-fun d306 () (_ BitVec 16) (ite (and (and d297 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv4 16))) d300 d301))
;; <- success
(define-fun d307 () Bool (and (and d297 s12) (= h12_k (_ bv2 16)) (= h12_fld (_ bv0 16))))
;; <- success
(define-fun d308 () (_ BitVec 16) (ite (and d307 (= d299 (_ bv1 16))) d298 d290))
;; <- success
(define-fun d309 () (_ BitVec 16) (ite (and d307 (= d299 (_ bv2 16))) d298 d291))
;; <- success
(define-fun d310 () (_ BitVec 16) (ite (and d307 (= d299 (_ bv3 16))) d298 d292))
;; <- success
(assert (= d302 (_ bv6 16)))
;; <- success
(assert (= d266 (_ bv3 16)))
;; <- success
(assert (= d264 (_ bv1 16)))
;; <- success
(assert (= d306 (_ bv3 16)))
;; <- success
(assert (= d303 (_ bv10 16)))
;; <- success
(assert (= d304 (_ bv65534 16)))
;; <- success
(assert (= d265 (_ bv3 16)))
;; <- success
(assert (= d305 (_ bv4 16)))
;; <- success
(assert (= d308 (_ bv10 16)))
;; <- success
(assert (= d271 (_ bv2 16)))
;; <- success
(assert (= d309 (_ bv8 16)))
;; <- success
(assert (= d272 (_ bv3 16)))
;; <- success
(assert (= d310 (_ bv6 16)))
;; <- success
(define-fun d311 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d264 (ite (= h5_x (_ bv1 16)) d265 d266)))
;; <- success
(define-fun d312 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d264 (ite (= h5_y (_ bv1 16)) d265 (ite (= h5_y (_ bv2 16)) d266 (_ bv0 16)))))
;; <- success
(define-fun d313 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d302 (ite (= h5_x (_ bv1 16)) d303 (ite (= h5_x (_ bv2 16)) d304 (ite (= h5_x (_ bv3 16)) d305 d306)))))
;; <- success
(define-fun d314 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d302 (ite (= h5_y (_ bv1 16)) d303 (ite (= h5_y (_ bv2 16)) d304 (ite (= h5_y (_ bv3 16)) d305 (ite (= h5_y (_ bv4 16)) d306 (ite (= h5_y (_ bv5 16)) (_ bv65535 16) (ite (= h5_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d315 () Bool (ite (not s5) (bvslt d306 d302) d231))
;; <- success
(define-fun d316 () Bool (ite s5 (ite h5_ptr (ite (= h5_op (_ bv0 16)) (= d311 d312) (distinct d311 d312)) (ite (= h5_op (_ bv0 16)) (= d313 d314) (ite (= h5_op (_ bv1 16)) (distinct d313 d314) (ite (= h5_op (_ bv2 16)) (bvslt d313 d314) (ite (= h5_op (_ bv3 16)) (bvsle d313 d314) (ite (= h5_op (_ bv4 16)) (bvsgt d313 d314) (bvsge d313 d314))))))) d315))
;; <- success
(assert d316)
;; <- success
(define-fun d317 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d264 (ite (= g7_x (_ bv1 16)) d265 (_ bv4 16))))
;; <- success
(define-fun d318 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d264 (ite (= g7_y (_ bv1 16)) d265 (ite (= g7_y (_ bv2 16)) (_ bv4 16) (_ bv0 16)))))
;; <- success
(define-fun d319 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d302 (ite (= g7_x (_ bv1 16)) d303 (ite (= g7_x (_ bv2 16)) d304 (ite (= g7_x (_ bv3 16)) d305 d306)))))
;; <- success
(define-fun d320 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d302 (ite (= g7_y (_ bv1 16)) d303 (ite (= g7_y (_ bv2 16)) d304 (ite (= g7_y (_ bv3 16)) d305 (ite (= g7_y (_ bv4 16)) d306 (ite (= g7_y (_ bv5 16)) (_ bv65535 16) (ite (= g7_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d321 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op (_ bv0 16)) (= d317 d318) (distinct d317 d318)) (ite (= g7_op (_ bv0 16)) (= d319 d320) (ite (= g7_op (_ bv1 16)) (distinct d319 d320) (ite (= g7_op (_ bv2 16)) (bvslt d319 d320) (ite (= g7_op (_ bv3 16)) (bvsle d319 d320) (ite (= g7_op (_ bv4 16)) (bvsgt d319 d320) (bvsge d319 d320)))))))) true))
;; <- success
(define-fun d322 () (_ BitVec 16) (ite (= h7_rhs (_ bv0 16)) d302 (ite (= h7_rhs (_ bv1 16)) d303 (ite (= h7_rhs (_ bv2 16)) d304 (ite (= h7_rhs (_ bv3 16)) d305 (ite (= h7_rhs (_ bv4 16)) d306 (ite (= h7_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h7_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d323 () (_ BitVec 16) (ite (= h7_base (_ bv0 16)) d264 (ite (= h7_base (_ bv1 16)) d265 (_ bv4 16))))
;; <- success
(define-fun d324 () (_ BitVec 16) (ite (= h7_k (_ bv0 16)) d322 (ite (= h7_k (_ bv3 16)) (bvadd d322 (ite (= h7_add (_ bv0 16)) (_ bv65535 16) (ite (= h7_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d323 (_ bv1 16)) d308 (ite (= d323 (_ bv2 16)) d309 (ite (= d323 (_ bv3 16)) d310 (_ bv39321 16)))))))
;; <- success
(assert (=> (and d321 (not s7)) true))
;; <- success
(assert (=> (and (and d321 s7) (or (= h7_k (_ bv1 16)) (= h7_k (_ bv2 16)) (= h7_k (_ bv5 16)))) (and (= h7_fld (_ bv0 16)) (or (= d323 (_ bv1 16)) (= d323 (_ bv2 16)) (= d323 (_ bv3 16)) (= d323 (_ bv4 16))))))
;; <- success
(define-fun d325 () (_ BitVec 16) (ite (and (and d321 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv0 16))) d324 d302))
;; <- success
(define-fun d326 () (_ BitVec 16) (ite (and (and d321 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv1 16))) d324 d303))
;; <- success
(define-fun d327 () (_ BitVec 16) (ite (and (and d321 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv2 16))) d324 d304))
;; <- success
(define-fun d328 () (_ BitVec 16) (ite (and (and d321 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv3 16))) d324 d305))
;; <- success
(define-fun d329 () (_ BitVec 16) (ite (and (and d321 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv4 16))) d324 d306))
;; <- success
(define-fun d330 () (_ BitVec 16) (ite (and d321 (not s7)) d305 (_ bv39321 16)))
;; <- success
(define-fun d331 () Bool (and (and d321 s7) (= h7_k (_ bv2 16)) (= h7_fld (_ bv0 16))))
;; <- success
(define-fun d332 () (_ BitVec 16) (ite (and d331 (= d323 (_ bv1 16))) d322 d308))
;; <- success
(define-fun d333 () (_ BitVec 16) (ite (and d331 (= d323 (_ bv2 16))) d322 d309))
;; <- success
(define-fun d334 () (_ BitVec 16) (ite (and d331 (= d323 (_ bv3 16))) d322 d310))
;; <- success
(define-fun d335 () (_ BitVec 16) (ite (and d331 (= d323 (_ bv4 16))) d322 d330))
;; <- success
(define-fun d336 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d264 (ite (= h8_x (_ bv1 16)) d265 (_ bv4 16))))
;; <- success
(define-fun d337 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d264 (ite (= h8_y (_ bv1 16)) d265 (ite (= h8_y (_ bv2 16)) (_ bv4 16) (_ bv0 16)))))
;; <- success
(define-fun d338 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d325 (ite (= h8_x (_ bv1 16)) d326 (ite (= h8_x (_ bv2 16)) d327 (ite (= h8_x (_ bv3 16)) d328 d329)))))
;; <- success
(define-fun d339 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d325 (ite (= h8_y (_ bv1 16)) d326 (ite (= h8_y (_ bv2 16)) d327 (ite (= h8_y (_ bv3 16)) d328 (ite (= h8_y (_ bv4 16)) d329 (ite (= h8_y (_ bv5 16)) (_ bv65535 16) (ite (= h8_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d340 () Bool (ite (not s8) (= d264 (_ bv0 16)) d255))
;; <- success
(define-fun d341 () Bool (ite s8 (ite h8_ptr (ite (= h8_op (_ bv0 16)) (= d336 d337) (distinct d336 d337)) (ite (= h8_op (_ bv0 16)) (= d338 d339) (ite (= h8_op (_ bv1 16)) (distinct d338 d339) (ite (= h8_op (_ bv2 16)) (bvslt d338 d339) (ite (= h8_op (_ bv3 16)) (bvsle d338 d339) (ite (= h8_op (_ bv4 16)) (bvsgt d338 d339) (bvsge d338 d339))))))) d340))
;; <- success
(assert (not d341))
;; <- success
(define-fun d342 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d264 (ite (= g10_x (_ bv1 16)) d265 (_ bv4 16))))
;; <- success
(define-fun d343 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d264 (ite (= g10_y (_ bv1 16)) d265 (ite (= g10_y (_ bv2 16)) (_ bv4 16) (_ bv0 16)))))
;; <- success
(define-fun d344 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d325 (ite (= g10_x (_ bv1 16)) d326 (ite (= g10_x (_ bv2 16)) d327 (ite (= g10_x (_ bv3 16)) d328 d329)))))
;; <- success
(define-fun d345 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d325 (ite (= g10_y (_ bv1 16)) d326 (ite (= g10_y (_ bv2 16)) d327 (ite (= g10_y (_ bv3 16)) d328 (ite (= g10_y (_ bv4 16)) d329 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d346 () Bool (ite r10 (ite g10_del false (and (not d341) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d342 d343) (distinct d342 d343)) (ite (= g10_op (_ bv0 16)) (= d344 d345) (ite (= g10_op (_ bv1 16)) (distinct d344 d345) (ite (= g10_op (_ bv2 16)) (bvslt d344 d345) (ite (= g10_op (_ bv3 16)) (bvsle d344 d345) (ite (= g10_op (_ bv4 16)) (bvsgt d344 d345) (bvsge d344 d345))))))))) (not d341)))
;; <- success
(define-fun d347 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d264 (ite (= h10_rhs (_ bv1 16)) d265 (ite (= h10_rhs (_ bv2 16)) (_ bv4 16) (_ bv0 16)))))
;; <- success
(define-fun d348 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d264 (ite (= h10_base (_ bv1 16)) d265 (_ bv4 16))))
;; <- success
(define-fun d349 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d347 (ite (= d348 (_ bv1 16)) d271 (ite (= d348 (_ bv2 16)) d272 (ite (= d348 (_ bv3 16)) d273 (_ bv65535 16))))))
;; <- success
(assert (=> (and d346 (not s10)) (or (= d264 (_ bv1 16)) (= d264 (_ bv2 16)) (= d264 (_ bv3 16)))))
;; <- success
(assert (=> (and (and d346 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d348 (_ bv1 16)) (= d348 (_ bv2 16)) (= d348 (_ bv3 16)) (= d348 (_ bv4 16))))))
;; <- success
(define-fun d350 () (_ BitVec 16) (ite (and (and d346 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d349 d264))
;; <- success
(define-fun d351 () (_ BitVec 16) (ite (and (and d346 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d349 d265))
;; <- success
(define-fun d352 () (_ BitVec 16) (ite (and (and d346 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d349 (_ bv4 16)))
;; <- success
(define-fun d353 () Bool (and d346 (not s10)))
;; <- success
(define-fun d354 () (_ BitVec 16) (ite (and d353 (= d264 (_ bv1 16))) (_ bv4 16) d271))
;; <- success
(define-fun d355 () (_ BitVec 16) (ite (and d353 (= d264 (_ bv2 16))) (_ bv4 16) d272))
;; <- success
(define-fun d356 () (_ BitVec 16) (ite (and d353 (= d264 (_ bv3 16))) (_ bv4 16) d273))
;; <- success
(define-fun d357 () Bool (and (and d346 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d358 () (_ BitVec 16) (ite (and d357 (= d348 (_ bv1 16))) d347 d354))
;; <- success
(define-fun d359 () (_ BitVec 16) (ite (and d357 (= d348 (_ bv2 16))) d347 d355))
;; <- success
(define-fun d360 () (_ BitVec 16) (ite (and d357 (= d348 (_ bv3 16))) d347 d356))
;; <- success
(define-fun d361 () (_ BitVec 16) (ite (and d357 (= d348 (_ bv4 16))) d347 (_ bv65535 16)))
;; <- success
(define-fun d362 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d350 (ite (= g11_x (_ bv1 16)) d351 d352)))
;; <- success
(define-fun d363 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d350 (ite (= g11_y (_ bv1 16)) d351 (ite (= g11_y (_ bv2 16)) d352 (_ bv0 16)))))
;; <- success
(define-fun d364 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d325 (ite (= g11_x (_ bv1 16)) d326 (ite (= g11_x (_ bv2 16)) d327 (ite (= g11_x (_ bv3 16)) d328 d329)))))
;; <- success
(define-fun d365 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d325 (ite (= g11_y (_ bv1 16)) d326 (ite (= g11_y (_ bv2 16)) d327 (ite (= g11_y (_ bv3 16)) d328 (ite (= g11_y (_ bv4 16)) d329 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d366 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d362 d363) (distinct d362 d363)) (ite (= g11_op (_ bv0 16)) (= d364 d365) (ite (= g11_op (_ bv1 16)) (distinct d364 d365) (ite (= g11_op (_ bv2 16)) (bvslt d364 d365) (ite (= g11_op (_ bv3 16)) (bvsle d364 d365) (ite (= g11_op (_ bv4 16)) (bvsgt d364 d365) (bvsge d364 d365)))))))) true))
;; <- success
(define-fun d367 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d325 (ite (= h11_rhs (_ bv1 16)) d326 (ite (= h11_rhs (_ bv2 16)) d327 (ite (= h11_rhs (_ bv3 16)) d328 (ite (= h11_rhs (_ bv4 16)) d329 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d368 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d350 (ite (= h11_base (_ bv1 16)) d351 d352)))
;; <- success
(define-fun d369 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d325 d327) (ite (= h11_to (_ bv1 16)) (bvadd d326 d327) (ite (= h11_to (_ bv2 16)) (bvadd d327 d327) (ite (= h11_to (_ bv3 16)) (bvadd d328 d327) (bvadd d329 d327))))) (ite (= h11_to (_ bv0 16)) (bvadd d328 d325) (ite (= h11_to (_ bv1 16)) (bvadd d328 d326) (ite (= h11_to (_ bv2 16)) (bvadd d328 d327) (ite (= h11_to (_ bv3 16)) (bvadd d328 d328) (bvadd d328 d329)))))))
;; <- success
(define-fun d370 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d369 (ite (= h11_k (_ bv5 16)) (bvadd d328 d327) (ite (= h11_k (_ bv0 16)) d367 (ite (= h11_k (_ bv3 16)) (bvadd d367 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d368 (_ bv1 16)) d332 (ite (= d368 (_ bv2 16)) d333 (ite (= d368 (_ bv3 16)) d334 d335))))))))
;; <- success
(assert (=> (and (and d366 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d368 (_ bv1 16)) (= d368 (_ bv2 16)) (= d368 (_ bv3 16)) (= d368 (_ bv4 16))))))
;; <- success
(define-fun d371 () (_ BitVec 16) (ite (and d366 (not s11)) (bvadd d328 d327) d327))
;; <- success
(define-fun d372 () (_ BitVec 16) (ite (and (and d366 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d370 d325))
;; <- success
(define-fun d373 () (_ BitVec 16) (ite (and (and d366 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d370 d326))
;; <- success
(define-fun d374 () (_ BitVec 16) (ite (and (and d366 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d370 d371))
;; <- success
(define-fun d375 () (_ BitVec 16) (ite (and (and d366 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d370 d328))
;; <- success
(define-fun d376 () (_ BitVec 16) (ite (and (and d366 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d370 d329))
;; <- success
(define-fun d377 () Bool (and (and d366 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d378 () (_ BitVec 16) (ite (and d377 (= d368 (_ bv1 16))) d367 d332))
;; <- success
(define-fun d379 () (_ BitVec 16) (ite (and d377 (= d368 (_ bv2 16))) d367 d333))
;; <- success
(define-fun d380 () (_ BitVec 16) (ite (and d377 (= d368 (_ bv3 16))) d367 d334))
;; <- success
(define-fun d381 () (_ BitVec 16) (ite (and d377 (= d368 (_ bv4 16))) d367 d335))
;; <- success
(define-fun d382 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d350 (ite (= g12_x (_ bv1 16)) d351 d352)))
;; <- success
(define-fun d383 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d350 (ite (= g12_y (_ bv1 16)) d351 (ite (= g12_y (_ bv2 16)) d352 (_ bv0 16)))))
;; <- success
(define-fun d384 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d372 (ite (= g12_x (_ bv1 16)) d373 (ite (= g12_x (_ bv2 16)) d374 (ite (= g12_x (_ bv3 16)) d375 d376)))))
;; <- success
(define-fun d385 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d372 (ite (= g12_y (_ bv1 16)) d373 (ite (= g12_y (_ bv2 16)) d374 (ite (= g12_y (_ bv3 16)) d375 (ite (= g12_y (_ bv4 16)) d376 (ite (= g12_y (_ bv5 16)) (_ bv65535 16) (ite (= g12_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d386 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op (_ bv0 16)) (= d382 d383) (distinct d382 d383)) (ite (= g12_op (_ bv0 16)) (= d384 d385) (ite (= g12_op (_ bv1 16)) (distinct d384 d385) (ite (= g12_op (_ bv2 16)) (bvslt d384 d385) (ite (= g12_op (_ bv3 16)) (bvsle d384 d385) (ite (= g12_op (_ bv4 16)) (bvsgt d384 d385) (bvsge d384 d385)))))))) true))
;; <- success
(define-fun d387 () (_ BitVec 16) (ite (= h12_rhs (_ bv0 16)) d372 (ite (= h12_rhs (_ bv1 16)) d373 (ite (= h12_rhs (_ bv2 16)) d374 (ite (= h12_rhs (_ bv3 16)) d375 (ite (= h12_rhs (_ bv4 16)) d376 (ite (= h12_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h12_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d388 () (_ BitVec 16) (ite (= h12_base (_ bv0 16)) d350 (ite (= h12_base (_ bv1 16)) d351 d352)))
;; <- success
(define-fun d389 () (_ BitVec 16) (ite (= h12_k (_ bv5 16)) (bvadd d376 (_ bv1 16)) (ite (= h12_k (_ bv0 16)) d387 (ite (= h12_k (_ bv3 16)) (bvadd d387 (ite (= h12_add (_ bv0 16)) (_ bv65535 16) (ite (= h12_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d388 (_ bv1 16)) d378 (ite (= d388 (_ bv2 16)) d379 (ite (= d388 (_ bv3 16)) d380 d381)))))))
;; <- success
(assert (=> (and (and d386 s12) (or (= h12_k (_ bv1 16)) (= h12_k (_ bv2 16)))) (and (= h12_fld (_ bv0 16)) (or (= d388 (_ bv1 16)) (= d388 (_ bv2 16)) (= d388 (_ bv3 16)) (= d388 (_ bv4 16))))))
;; <- success
(define-fun d390 () (_ BitVec 16) (ite (and d386 (not s12)) (bvadd d376 (_ bv1 16)) d376))
;; <- success
(define-fun d391 () (_ BitVec 16) (ite (and (and d386 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv0 16))) d389 d372))
;; <- success
(define-fun d392 () (_ BitVec 16) (ite (and (and d386 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv1 16))) d389 d373))
;; <- success
(define-fun d393 () (_ BitVec 16) (ite (and (and d386 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv2 16))) d389 d374))
;; <- success
(define-fun d394 () (_ BitVec 16) (ite (and (and d386 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv3 16))) d389 d375))
;; <- success
(define-fun d395 () (_ BitVec 16) (ite (and (and d386 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv4 16))) d389 d390))
;; <- success
(define-fun d396 () Bool (and (and d386 s12) (= h12_k (_ bv2 16)) (= h12_fld (_ bv0 16))))
;; <- success
(define-fun d397 () (_ BitVec 16) (ite (and d396 (= d388 (_ bv1 16))) d387 d378))
;; <- success
(define-fun d398 () (_ BitVec 16) (ite (and d396 (= d388 (_ bv2 16))) d387 d379))
;; <- success
(define-fun d399 () (_ BitVec 16) (ite (and d396 (= d388 (_ bv3 16))) d387 d380))
;; <- success
(define-fun d400 () (_ BitVec 16) (ite (and d396 (= d388 (_ bv4 16))) d387 d381))
;; <- success
(assert (= d391 (_ bv6 16)))
;; <- success
(assert (= d352 (_ bv4 16)))
;; <- success
(assert (= d350 (_ bv1 16)))
;; <- success
(assert (= d395 (_ bv4 16)))
;; <- success
(assert (= d392 (_ bv10 16)))
;; <- success
(assert (= d393 (_ bv65534 16)))
;; <- success
(assert (= d351 (_ bv4 16)))
;; <- success
(assert (= d394 (_ bv2 16)))
;; <- success
(assert (= d397 (_ bv10 16)))
;; <- success
(assert (= d358 (_ bv2 16)))
;; <- success
(assert (= d398 (_ bv8 16)))
;; <- success
(assert (= d359 (_ bv3 16)))
;; <- success
(assert (= d399 (_ bv6 16)))
;; <- success
(assert (= d360 (_ bv4 16)))
;; <- success
(assert (= d400 (_ bv4 16)))
;; <- success
(define-fun d401 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d350 (ite (= h5_x (_ bv1 16)) d351 d352)))
;; <- success
(define-fun d402 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d350 (ite (= h5_y (_ bv1 16)) d351 (ite (= h5_y (_ bv2 16)) d352 (_ bv0 16)))))
;; <- success
(define-fun d403 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d391 (ite (= h5_x (_ bv1 16)) d392 (ite (= h5_x (_ bv2 16)) d393 (ite (= h5_x (_ bv3 16)) d394 d395)))))
;; <- success
(define-fun d404 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d391 (ite (= h5_y (_ bv1 16)) d392 (ite (= h5_y (_ bv2 16)) d393 (ite (= h5_y (_ bv3 16)) d394 (ite (= h5_y (_ bv4 16)) d395 (ite (= h5_y (_ bv5 16)) (_ bv65535 16) (ite (= h5_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d405 () Bool (ite (not s5) (bvslt d395 d391) d316))
;; <- success
(define-fun d406 () Bool (ite s5 (ite h5_ptr (ite (= h5_op (_ bv0 16)) (= d401 d402) (distinct d401 d402)) (ite (= h5_op (_ bv0 16)) (= d403 d404) (ite (= h5_op (_ bv1 16)) (distinct d403 d404) (ite (= h5_op (_ bv2 16)) (bvslt d403 d404) (ite (= h5_op (_ bv3 16)) (bvsle d403 d404) (ite (= h5_op (_ bv4 16)) (bvsgt d403 d404) (bvsge d403 d404))))))) d405))
;; <- success
(assert d406)
;; <- success
(define-fun d407 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d350 (ite (= g7_x (_ bv1 16)) d351 (_ bv5 16))))
;; <- success
(define-fun d408 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d350 (ite (= g7_y (_ bv1 16)) d351 (ite (= g7_y (_ bv2 16)) (_ bv5 16) (_ bv0 16)))))
;; <- success
(define-fun d409 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d391 (ite (= g7_x (_ bv1 16)) d392 (ite (= g7_x (_ bv2 16)) d393 (ite (= g7_x (_ bv3 16)) d394 d395)))))
;; <- success
(define-fun d410 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d391 (ite (= g7_y (_ bv1 16)) d392 (ite (= g7_y (_ bv2 16)) d393 (ite (= g7_y (_ bv3 16)) d394 (ite (= g7_y (_ bv4 16)) d395 (ite (= g7_y (_ bv5 16)) (_ bv65535 16) (ite (= g7_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d411 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op (_ bv0 16)) (= d407 d408) (distinct d407 d408)) (ite (= g7_op (_ bv0 16)) (= d409 d410) (ite (= g7_op (_ bv1 16)) (distinct d409 d410) (ite (= g7_op (_ bv2 16)) (bvslt d409 d410) (ite (= g7_op (_ bv3 16)) (bvsle d409 d410) (ite (= g7_op (_ bv4 16)) (bvsgt d409 d410) (bvsge d409 d410)))))))) true))
;; <- success
(define-fun d412 () (_ BitVec 16) (ite (= h7_rhs (_ bv0 16)) d391 (ite (= h7_rhs (_ bv1 16)) d392 (ite (= h7_rhs (_ bv2 16)) d393 (ite (= h7_rhs (_ bv3 16)) d394 (ite (= h7_rhs (_ bv4 16)) d395 (ite (= h7_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h7_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d413 () (_ BitVec 16) (ite (= h7_base (_ bv0 16)) d350 (ite (= h7_base (_ bv1 16)) d351 (_ bv5 16))))
;; <- success
(define-fun d414 () (_ BitVec 16) (ite (= h7_k (_ bv0 16)) d412 (ite (= h7_k (_ bv3 16)) (bvadd d412 (ite (= h7_add (_ bv0 16)) (_ bv65535 16) (ite (= h7_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d413 (_ bv1 16)) d397 (ite (= d413 (_ bv2 16)) d398 (ite (= d413 (_ bv3 16)) d399 (ite (= d413 (_ bv4 16)) d400 (_ bv39321 16))))))))
;; <- success
(assert (=> (and d411 (not s7)) true))
;; <- success
(assert (=> (and (and d411 s7) (or (= h7_k (_ bv1 16)) (= h7_k (_ bv2 16)) (= h7_k (_ bv5 16)))) (and (= h7_fld (_ bv0 16)) (or (= d413 (_ bv1 16)) (= d413 (_ bv2 16)) (= d413 (_ bv3 16)) (= d413 (_ bv4 16)) (= d413 (_ bv5 16))))))
;; <- success
(define-fun d415 () (_ BitVec 16) (ite (and (and d411 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv0 16))) d414 d391))
;; <- success
(define-fun d416 () (_ BitVec 16) (ite (and (and d411 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv1 16))) d414 d392))
;; <- success
(define-fun d417 () (_ BitVec 16) (ite (and (and d411 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv2 16))) d414 d393))
;; <- success
(define-fun d418 () (_ BitVec 16) (ite (and (and d411 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv3 16))) d414 d394))
;; <- success
(define-fun d419 () (_ BitVec 16) (ite (and (and d411 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv4 16))) d414 d395))
;; <- success
(define-fun d420 () (_ BitVec 16) (ite (and d411 (not s7)) d394 (_ bv39321 16)))
;; <- success
(define-fun d421 () Bool (and (and d411 s7) (= h7_k (_ bv2 16)) (= h7_fld (_ bv0 16))))
;; <- success
(define-fun d422 () (_ BitVec 16) (ite (and d421 (= d413 (_ bv1 16))) d412 d397))
;; <- success
(define-fun d423 () (_ BitVec 16) (ite (and d421 (= d413 (_ bv2 16))) d412 d398))
;; <- success
(define-fun d424 () (_ BitVec 16) (ite (and d421 (= d413 (_ bv3 16))) d412 d399))
;; <- success
(define-fun d425 () (_ BitVec 16) (ite (and d421 (= d413 (_ bv4 16))) d412 d400))
;; <- success
(define-fun d426 () (_ BitVec 16) (ite (and d421 (= d413 (_ bv5 16))) d412 d420))
;; <- success
(define-fun d427 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d350 (ite (= h8_x (_ bv1 16)) d351 (_ bv5 16))))
;; <- success
(define-fun d428 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d350 (ite (= h8_y (_ bv1 16)) d351 (ite (= h8_y (_ bv2 16)) (_ bv5 16) (_ bv0 16)))))
;; <- success
(define-fun d429 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d415 (ite (= h8_x (_ bv1 16)) d416 (ite (= h8_x (_ bv2 16)) d417 (ite (= h8_x (_ bv3 16)) d418 d419)))))
;; <- success
(define-fun d430 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d415 (ite (= h8_y (_ bv1 16)) d416 (ite (= h8_y (_ bv2 16)) d417 (ite (= h8_y (_ bv3 16)) d418 (ite (= h8_y (_ bv4 16)) d419 (ite (= h8_y (_ bv5 16)) (_ bv65535 16) (ite (= h8_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d431 () Bool (ite (not s8) (= d350 (_ bv0 16)) d341))
;; <- success
(define-fun d432 () Bool (ite s8 (ite h8_ptr (ite (= h8_op (_ bv0 16)) (= d427 d428) (distinct d427 d428)) (ite (= h8_op (_ bv0 16)) (= d429 d430) (ite (= h8_op (_ bv1 16)) (distinct d429 d430) (ite (= h8_op (_ bv2 16)) (bvslt d429 d430) (ite (= h8_op (_ bv3 16)) (bvsle d429 d430) (ite (= h8_op (_ bv4 16)) (bvsgt d429 d430) (bvsge d429 d430))))))) d431))
;; <- success
(assert (not d432))
;; <- success
(define-fun d433 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d350 (ite (= g10_x (_ bv1 16)) d351 (_ bv5 16))))
;; <- success
(define-fun d434 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d350 (ite (= g10_y (_ bv1 16)) d351 (ite (= g10_y (_ bv2 16)) (_ bv5 16) (_ bv0 16)))))
;; <- success
(define-fun d435 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d415 (ite (= g10_x (_ bv1 16)) d416 (ite (= g10_x (_ bv2 16)) d417 (ite (= g10_x (_ bv3 16)) d418 d419)))))
;; <- success
(define-fun d436 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d415 (ite (= g10_y (_ bv1 16)) d416 (ite (= g10_y (_ bv2 16)) d417 (ite (= g10_y (_ bv3 16)) d418 (ite (= g10_y (_ bv4 16)) d419 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d437 () Bool (ite r10 (ite g10_del false (and (not d432) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d433 d434) (distinct d433 d434)) (ite (= g10_op (_ bv0 16)) (= d435 d436) (ite (= g10_op (_ bv1 16)) (distinct d435 d436) (ite (= g10_op (_ bv2 16)) (bvslt d435 d436) (ite (= g10_op (_ bv3 16)) (bvsle d435 d436) (ite (= g10_op (_ bv4 16)) (bvsgt d435 d436) (bvsge d435 d436))))))))) (not d432)))
;; <- success
(define-fun d438 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d350 (ite (= h10_rhs (_ bv1 16)) d351 (ite (= h10_rhs (_ bv2 16)) (_ bv5 16) (_ bv0 16)))))
;; <- success
(define-fun d439 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d350 (ite (= h10_base (_ bv1 16)) d351 (_ bv5 16))))
;; <- success
(define-fun d440 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d438 (ite (= d439 (_ bv1 16)) d358 (ite (= d439 (_ bv2 16)) d359 (ite (= d439 (_ bv3 16)) d360 (ite (= d439 (_ bv4 16)) d361 (_ bv65535 16)))))))
;; <- success
(assert (=> (and d437 (not s10)) (or (= d350 (_ bv1 16)) (= d350 (_ bv2 16)) (= d350 (_ bv3 16)) (= d350 (_ bv4 16)))))
;; <- success
(assert (=> (and (and d437 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d439 (_ bv1 16)) (= d439 (_ bv2 16)) (= d439 (_ bv3 16)) (= d439 (_ bv4 16)) (= d439 (_ bv5 16))))))
;; <- success
(define-fun d441 () (_ BitVec 16) (ite (and (and d437 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d440 d350))
;; <- success
(define-fun d442 () (_ BitVec 16) (ite (and (and d437 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d440 d351))
;; <- success
(define-fun d443 () (_ BitVec 16) (ite (and (and d437 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d440 (_ bv5 16)))
;; <- success
(define-fun d444 () Bool (and d437 (not s10)))
;; <- success
(define-fun d445 () (_ BitVec 16) (ite (and d444 (= d350 (_ bv1 16))) (_ bv5 16) d358))
;; <- success
(define-fun d446 () (_ BitVec 16) (ite (and d444 (= d350 (_ bv2 16))) (_ bv5 16) d359))
;; <- success
(define-fun d447 () (_ BitVec 16) (ite (and d444 (= d350 (_ bv3 16))) (_ bv5 16) d360))
;; <- success
(define-fun d448 () (_ BitVec 16) (ite (and d444 (= d350 (_ bv4 16))) (_ bv5 16) d361))
;; <- success
(define-fun d449 () Bool (and (and d437 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d450 () (_ BitVec 16) (ite (and d449 (= d439 (_ bv1 16))) d438 d445))
;; <- success
(define-fun d451 () (_ BitVec 16) (ite (and d449 (= d439 (_ bv2 16))) d438 d446))
;; <- success
(define-fun d452 () (_ BitVec 16) (ite (and d449 (= d439 (_ bv3 16))) d438 d447))
;; <- success
(define-fun d453 () (_ BitVec 16) (ite (and d449 (= d439 (_ bv4 16))) d438 d448))
;; <- success
(define-fun d454 () (_ BitVec 16) (ite (and d449 (= d439 (_ bv5 16))) d438 (_ bv65535 16)))
;; <- success
(define-fun d455 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d441 (ite (= g11_x (_ bv1 16)) d442 d443)))
;; <- success
(define-fun d456 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d441 (ite (= g11_y (_ bv1 16)) d442 (ite (= g11_y (_ bv2 16)) d443 (_ bv0 16)))))
;; <- success
(define-fun d457 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d415 (ite (= g11_x (_ bv1 16)) d416 (ite (= g11_x (_ bv2 16)) d417 (ite (= g11_x (_ bv3 16)) d418 d419)))))
;; <- success
(define-fun d458 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d415 (ite (= g11_y (_ bv1 16)) d416 (ite (= g11_y (_ bv2 16)) d417 (ite (= g11_y (_ bv3 16)) d418 (ite (= g11_y (_ bv4 16)) d419 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d459 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d455 d456) (distinct d455 d456)) (ite (= g11_op (_ bv0 16)) (= d457 d458) (ite (= g11_op (_ bv1 16)) (distinct d457 d458) (ite (= g11_op (_ bv2 16)) (bvslt d457 d458) (ite (= g11_op (_ bv3 16)) (bvsle d457 d458) (ite (= g11_op (_ bv4 16)) (bvsgt d457 d458) (bvsge d457 d458)))))))) true))
;; <- success
(define-fun d460 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d415 (ite (= h11_rhs (_ bv1 16)) d416 (ite (= h11_rhs (_ bv2 16)) d417 (ite (= h11_rhs (_ bv3 16)) d418 (ite (= h11_rhs (_ bv4 16)) d419 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d461 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d441 (ite (= h11_base (_ bv1 16)) d442 d443)))
;; <- success
(define-fun d462 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d415 d417) (ite (= h11_to (_ bv1 16)) (bvadd d416 d417) (ite (= h11_to (_ bv2 16)) (bvadd d417 d417) (ite (= h11_to (_ bv3 16)) (bvadd d418 d417) (bvadd d419 d417))))) (ite (= h11_to (_ bv0 16)) (bvadd d418 d415) (ite (= h11_to (_ bv1 16)) (bvadd d418 d416) (ite (= h11_to (_ bv2 16)) (bvadd d418 d417) (ite (= h11_to (_ bv3 16)) (bvadd d418 d418) (bvadd d418 d419)))))))
;; <- success
(define-fun d463 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d462 (ite (= h11_k (_ bv5 16)) (bvadd d418 d417) (ite (= h11_k (_ bv0 16)) d460 (ite (= h11_k (_ bv3 16)) (bvadd d460 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d461 (_ bv1 16)) d422 (ite (= d461 (_ bv2 16)) d423 (ite (= d461 (_ bv3 16)) d424 (ite (= d461 (_ bv4 16)) d425 d426)))))))))
;; <- success
(assert (=> (and (and d459 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d461 (_ bv1 16)) (= d461 (_ bv2 16)) (= d461 (_ bv3 16)) (= d461 (_ bv4 16)) (= d461 (_ bv5 16))))))
;; <- success
(define-fun d464 () (_ BitVec 16) (ite (and d459 (not s11)) (bvadd d418 d417) d417))
;; <- success
(define-fun d465 () (_ BitVec 16) (ite (and (and d459 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d463 d415))
;; <- success
(define-fun d466 () (_ BitVec 16) (ite (and (and d459 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d463 d416))
;; <- success
(define-fun d467 () (_ BitVec 16) (ite (and (and d459 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d463 d464))
;; <- success
(define-fun d468 () (_ BitVec 16) (ite (and (and d459 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d463 d418))
;; <- success
(define-fun d469 () (_ BitVec 16) (ite (and (and d459 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d463 d419))
;; <- success
(define-fun d470 () Bool (and (and d459 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d471 () (_ BitVec 16) (ite (and d470 (= d461 (_ bv1 16))) d460 d422))
;; <- success
(define-fun d472 () (_ BitVec 16) (ite (and d470 (= d461 (_ bv2 16))) d460 d423))
;; <- success
(define-fun d473 () (_ BitVec 16) (ite (and d470 (= d461 (_ bv3 16))) d460 d424))
;; <- success
(define-fun d474 () (_ BitVec 16) (ite (and d470 (= d461 (_ bv4 16))) d460 d425))
;; <- success
(define-fun d475 () (_ BitVec 16) (ite (and d470 (= d461 (_ bv5 16))) d460 d426))
;; <- success
(define-fun d476 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d441 (ite (= g12_x (_ bv1 16)) d442 d443)))
;; <- success
(define-fun d477 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d441 (ite (= g12_y (_ bv1 16)) d442 (ite (= g12_y (_ bv2 16)) d443 (_ bv0 16)))))
;; <- success
(define-fun d478 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d465 (ite (= g12_x (_ bv1 16)) d466 (ite (= g12_x (_ bv2 16)) d467 (ite (= g12_x (_ bv3 16)) d468 d469)))))
;; <- success
(define-fun d479 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d465 (ite (= g12_y (_ bv1 16)) d466 (ite (= g12_y (_ bv2 16)) d467 (ite (= g12_y (_ bv3 16)) d468 (ite (= g12_y (_ bv4 16)) d469 (ite (= g12_y (_ bv5 16)) (_ bv65535 16) (ite (= g12_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d480 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op (_ bv0 16)) (= d476 d477) (distinct d476 d477)) (ite (= g12_op (_ bv0 16)) (= d478 d479) (ite (= g12_op (_ bv1 16)) (distinct d478 d479) (ite (= g12_op (_ bv2 16)) (bvslt d478 d479) (ite (= g12_op (_ bv3 16)) (bvsle d478 d479) (ite (= g12_op (_ bv4 16)) (bvsgt d478 d479) (bvsge d478 d479)))))))) true))
;; <- success
(define-fun d481 () (_ BitVec 16) (ite (= h12_rhs (_ bv0 16)) d465 (ite (= h12_rhs (_ bv1 16)) d466 (ite (= h12_rhs (_ bv2 16)) d467 (ite (= h12_rhs (_ bv3 16)) d468 (ite (= h12_rhs (_ bv4 16)) d469 (ite (= h12_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h12_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d482 () (_ BitVec 16) (ite (= h12_base (_ bv0 16)) d441 (ite (= h12_base (_ bv1 16)) d442 d443)))
;; <- success
(define-fun d483 () (_ BitVec 16) (ite (= h12_k (_ bv5 16)) (bvadd d469 (_ bv1 16)) (ite (= h12_k (_ bv0 16)) d481 (ite (= h12_k (_ bv3 16)) (bvadd d481 (ite (= h12_add (_ bv0 16)) (_ bv65535 16) (ite (= h12_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d482 (_ bv1 16)) d471 (ite (= d482 (_ bv2 16)) d472 (ite (= d482 (_ bv3 16)) d473 (ite (= d482 (_ bv4 16)) d474 d475))))))))
;; <- success
(assert (=> (and (and d480 s12) (or (= h12_k (_ bv1 16)) (= h12_k (_ bv2 16)))) (and (= h12_fld (_ bv0 16)) (or (= d482 (_ bv1 16)) (= d482 (_ bv2 16)) (= d482 (_ bv3 16)) (= d482 (_ bv4 16)) (= d482 (_ bv5 16))))))
;; <- success
(define-fun d484 () (_ BitVec 16) (ite (and d480 (not s12)) (bvadd d469 (_ bv1 16)) d469))
;; <- success
(define-fun d485 () (_ BitVec 16) (ite (and (and d480 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv0 16))) d483 d465))
;; <- success
(define-fun d486 () (_ BitVec 16) (ite (and (and d480 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv1 16))) d483 d466))
;; <- success
(define-fun d487 () (_ BitVec 16) (ite (and (and d480 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv2 16))) d483 d467))
;; <- success
(define-fun d488 () (_ BitVec 16) (ite (and (and d480 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv3 16))) d483 d468))
;; <- success
(define-fun d489 () (_ BitVec 16) (ite (and (and d480 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv4 16))) d483 d484))
;; <- success
(define-fun d490 () Bool (and (and d480 s12) (= h12_k (_ bv2 16)) (= h12_fld (_ bv0 16))))
;; <- success
(define-fun d491 () (_ BitVec 16) (ite (and d490 (= d482 (_ bv1 16))) d481 d471))
;; <- success
(define-fun d492 () (_ BitVec 16) (ite (and d490 (= d482 (_ bv2 16))) d481 d472))
;; <- success
(define-fun d493 () (_ BitVec 16) (ite (and d490 (= d482 (_ bv3 16))) d481 d473))
;; <- success
(define-fun d494 () (_ BitVec 16) (ite (and d490 (= d482 (_ bv4 16))) d481 d474))
;; <- success
(define-fun d495 () (_ BitVec 16) (ite (and d490 (= d482 (_ bv5 16))) d481 d475))
;; <- success
(assert (= d485 (_ bv6 16)))
;; <- success
(assert (= d443 (_ bv5 16)))
;; <- success
(assert (= d441 (_ bv1 16)))
;; <- success
(assert (= d489 (_ bv5 16)))
;; <- success
(assert (= d486 (_ bv10 16)))
;; <- success
(assert (= d487 (_ bv65534 16)))
;; <- success
(assert (= d442 (_ bv5 16)))
;; <- success
(assert (= d488 (_ bv0 16)))
;; <- success
(assert (= d491 (_ bv10 16)))
;; <- success
(assert (= d450 (_ bv2 16)))
;; <- success
(assert (= d492 (_ bv8 16)))
;; <- success
(assert (= d451 (_ bv3 16)))
;; <- success
(assert (= d493 (_ bv6 16)))
;; <- success
(assert (= d452 (_ bv4 16)))
;; <- success
(assert (= d494 (_ bv4 16)))
;; <- success
(assert (= d453 (_ bv5 16)))
;; <- success
(assert (= d495 (_ bv2 16)))
;; <- success
(define-fun d496 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d441 (ite (= h5_x (_ bv1 16)) d442 d443)))
;; <- success
(define-fun d497 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d441 (ite (= h5_y (_ bv1 16)) d442 (ite (= h5_y (_ bv2 16)) d443 (_ bv0 16)))))
;; <- success
(define-fun d498 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d485 (ite (= h5_x (_ bv1 16)) d486 (ite (= h5_x (_ bv2 16)) d487 (ite (= h5_x (_ bv3 16)) d488 d489)))))
;; <- success
(define-fun d499 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d485 (ite (= h5_y (_ bv1 16)) d486 (ite (= h5_y (_ bv2 16)) d487 (ite (= h5_y (_ bv3 16)) d488 (ite (= h5_y (_ bv4 16)) d489 (ite (= h5_y (_ bv5 16)) (_ bv65535 16) (ite (= h5_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d500 () Bool (ite (not s5) (bvslt d489 d485) d406))
;; <- success
(define-fun d501 () Bool (ite s5 (ite h5_ptr (ite (= h5_op (_ bv0 16)) (= d496 d497) (distinct d496 d497)) (ite (= h5_op (_ bv0 16)) (= d498 d499) (ite (= h5_op (_ bv1 16)) (distinct d498 d499) (ite (= h5_op (_ bv2 16)) (bvslt d498 d499) (ite (= h5_op (_ bv3 16)) (bvsle d498 d499) (ite (= h5_op (_ bv4 16)) (bvsgt d498 d499) (bvsge d498 d499))))))) d500))
;; <- success
(assert d501)
;; <- success
(define-fun d502 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d441 (ite (= g7_x (_ bv1 16)) d442 (_ bv6 16))))
;; <- success
(define-fun d503 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d441 (ite (= g7_y (_ bv1 16)) d442 (ite (= g7_y (_ bv2 16)) (_ bv6 16) (_ bv0 16)))))
;; <- success
(define-fun d504 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d485 (ite (= g7_x (_ bv1 16)) d486 (ite (= g7_x (_ bv2 16)) d487 (ite (= g7_x (_ bv3 16)) d488 d489)))))
;; <- success
(define-fun d505 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d485 (ite (= g7_y (_ bv1 16)) d486 (ite (= g7_y (_ bv2 16)) d487 (ite (= g7_y (_ bv3 16)) d488 (ite (= g7_y (_ bv4 16)) d489 (ite (= g7_y (_ bv5 16)) (_ bv65535 16) (ite (= g7_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d506 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op (_ bv0 16)) (= d502 d503) (distinct d502 d503)) (ite (= g7_op (_ bv0 16)) (= d504 d505) (ite (= g7_op (_ bv1 16)) (distinct d504 d505) (ite (= g7_op (_ bv2 16)) (bvslt d504 d505) (ite (= g7_op (_ bv3 16)) (bvsle d504 d505) (ite (= g7_op (_ bv4 16)) (bvsgt d504 d505) (bvsge d504 d505)))))))) true))
;; <- success
(define-fun d507 () (_ BitVec 16) (ite (= h7_rhs (_ bv0 16)) d485 (ite (= h7_rhs (_ bv1 16)) d486 (ite (= h7_rhs (_ bv2 16)) d487 (ite (= h7_rhs (_ bv3 16)) d488 (ite (= h7_rhs (_ bv4 16)) d489 (ite (= h7_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h7_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d508 () (_ BitVec 16) (ite (= h7_base (_ bv0 16)) d441 (ite (= h7_base (_ bv1 16)) d442 (_ bv6 16))))
;; <- success
(define-fun d509 () (_ BitVec 16) (ite (= h7_k (_ bv0 16)) d507 (ite (= h7_k (_ bv3 16)) (bvadd d507 (ite (= h7_add (_ bv0 16)) (_ bv65535 16) (ite (= h7_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d508 (_ bv1 16)) d491 (ite (= d508 (_ bv2 16)) d492 (ite (= d508 (_ bv3 16)) d493 (ite (= d508 (_ bv4 16)) d494 (ite (= d508 (_ bv5 16)) d495 (_ bv39321 16)))))))))
;; <- success
(assert (=> (and d506 (not s7)) true))
;; <- success
(assert (=> (and (and d506 s7) (or (= h7_k (_ bv1 16)) (= h7_k (_ bv2 16)) (= h7_k (_ bv5 16)))) (and (= h7_fld (_ bv0 16)) (or (= d508 (_ bv1 16)) (= d508 (_ bv2 16)) (= d508 (_ bv3 16)) (= d508 (_ bv4 16)) (= d508 (_ bv5 16)) (= d508 (_ bv6 16))))))
;; <- success
(define-fun d510 () (_ BitVec 16) (ite (and (and d506 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv0 16))) d509 d485))
;; <- success
(define-fun d511 () (_ BitVec 16) (ite (and (and d506 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv1 16))) d509 d486))
;; <- success
(define-fun d512 () (_ BitVec 16) (ite (and (and d506 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv2 16))) d509 d487))
;; <- success
(define-fun d513 () (_ BitVec 16) (ite (and (and d506 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv3 16))) d509 d488))
;; <- success
(define-fun d514 () (_ BitVec 16) (ite (and (and d506 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv4 16))) d509 d489))
;; <- success
(define-fun d515 () (_ BitVec 16) (ite (and d506 (not s7)) d488 (_ bv39321 16)))
;; <- success
(define-fun d516 () Bool (and (and d506 s7) (= h7_k (_ bv2 16)) (= h7_fld (_ bv0 16))))
;; <- success
(define-fun d517 () (_ BitVec 16) (ite (and d516 (= d508 (_ bv1 16))) d507 d491))
;; <- success
(define-fun d518 () (_ BitVec 16) (ite (and d516 (= d508 (_ bv2 16))) d507 d492))
;; <- success
(define-fun d519 () (_ BitVec 16) (ite (and d516 (= d508 (_ bv3 16))) d507 d493))
;; <- success
(define-fun d520 () (_ BitVec 16) (ite (and d516 (= d508 (_ bv4 16))) d507 d494))
;; <- success
(define-fun d521 () (_ BitVec 16) (ite (and d516 (= d508 (_ bv5 16))) d507 d495))
;; <- success
(define-fun d522 () (_ BitVec 16) (ite (and d516 (= d508 (_ bv6 16))) d507 d515))
;; <- success
(define-fun d523 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d441 (ite (= h8_x (_ bv1 16)) d442 (_ bv6 16))))
;; <- success
(define-fun d524 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d441 (ite (= h8_y (_ bv1 16)) d442 (ite (= h8_y (_ bv2 16)) (_ bv6 16) (_ bv0 16)))))
;; <- success
(define-fun d525 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d510 (ite (= h8_x (_ bv1 16)) d511 (ite (= h8_x (_ bv2 16)) d512 (ite (= h8_x (_ bv3 16)) d513 d514)))))
;; <- success
(define-fun d526 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d510 (ite (= h8_y (_ bv1 16)) d511 (ite (= h8_y (_ bv2 16)) d512 (ite (= h8_y (_ bv3 16)) d513 (ite (= h8_y (_ bv4 16)) d514 (ite (= h8_y (_ bv5 16)) (_ bv65535 16) (ite (= h8_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d527 () Bool (ite (not s8) (= d441 (_ bv0 16)) d432))
;; <- success
(define-fun d528 () Bool (ite s8 (ite h8_ptr (ite (= h8_op (_ bv0 16)) (= d523 d524) (distinct d523 d524)) (ite (= h8_op (_ bv0 16)) (= d525 d526) (ite (= h8_op (_ bv1 16)) (distinct d525 d526) (ite (= h8_op (_ bv2 16)) (bvslt d525 d526) (ite (= h8_op (_ bv3 16)) (bvsle d525 d526) (ite (= h8_op (_ bv4 16)) (bvsgt d525 d526) (bvsge d525 d526))))))) d527))
;; <- success
(assert (not d528))
;; <- success
(define-fun d529 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d441 (ite (= g10_x (_ bv1 16)) d442 (_ bv6 16))))
;; <- success
(define-fun d530 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d441 (ite (= g10_y (_ bv1 16)) d442 (ite (= g10_y (_ bv2 16)) (_ bv6 16) (_ bv0 16)))))
;; <- success
(define-fun d531 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d510 (ite (= g10_x (_ bv1 16)) d511 (ite (= g10_x (_ bv2 16)) d512 (ite (= g10_x (_ bv3 16)) d513 d514)))))
;; <- success
(define-fun d532 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d510 (ite (= g10_y (_ bv1 16)) d511 (ite (= g10_y (_ bv2 16)) d512 (ite (= g10_y (_ bv3 16)) d513 (ite (= g10_y (_ bv4 16)) d514 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d533 () Bool (ite r10 (ite g10_del false (and (not d528) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d529 d530) (distinct d529 d530)) (ite (= g10_op (_ bv0 16)) (= d531 d532) (ite (= g10_op (_ bv1 16)) (distinct d531 d532) (ite (= g10_op (_ bv2 16)) (bvslt d531 d532) (ite (= g10_op (_ bv3 16)) (bvsle d531 d532) (ite (= g10_op (_ bv4 16)) (bvsgt d531 d532) (bvsge d531 d532))))))))) (not d528)))
;; <- success
(define-fun d534 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d441 (ite (= h10_rhs (_ bv1 16)) d442 (ite (= h10_rhs (_ bv2 16)) (_ bv6 16) (_ bv0 16)))))
;; <- success
(define-fun d535 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d441 (ite (= h10_base (_ bv1 16)) d442 (_ bv6 16))))
;; <- success
(define-fun d536 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d534 (ite (= d535 (_ bv1 16)) d450 (ite (= d535 (_ bv2 16)) d451 (ite (= d535 (_ bv3 16)) d452 (ite (= d535 (_ bv4 16)) d453 (ite (= d535 (_ bv5 16)) d454 (_ bv65535 16))))))))
;; <- success
(assert (=> (and d533 (not s10)) (or (= d441 (_ bv1 16)) (= d441 (_ bv2 16)) (= d441 (_ bv3 16)) (= d441 (_ bv4 16)) (= d441 (_ bv5 16)))))
;; <- success
(assert (=> (and (and d533 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d535 (_ bv1 16)) (= d535 (_ bv2 16)) (= d535 (_ bv3 16)) (= d535 (_ bv4 16)) (= d535 (_ bv5 16)) (= d535 (_ bv6 16))))))
;; <- success
(define-fun d537 () (_ BitVec 16) (ite (and (and d533 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d536 d441))
;; <- success
(define-fun d538 () (_ BitVec 16) (ite (and (and d533 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d536 d442))
;; <- success
(define-fun d539 () (_ BitVec 16) (ite (and (and d533 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d536 (_ bv6 16)))
;; <- success
(define-fun d540 () Bool (and d533 (not s10)))
;; <- success
(define-fun d541 () (_ BitVec 16) (ite (and d540 (= d441 (_ bv1 16))) (_ bv6 16) d450))
;; <- success
(define-fun d542 () (_ BitVec 16) (ite (and d540 (= d441 (_ bv2 16))) (_ bv6 16) d451))
;; <- success
(define-fun d543 () (_ BitVec 16) (ite (and d540 (= d441 (_ bv3 16))) (_ bv6 16) d452))
;; <- success
(define-fun d544 () (_ BitVec 16) (ite (and d540 (= d441 (_ bv4 16))) (_ bv6 16) d453))
;; <- success
(define-fun d545 () (_ BitVec 16) (ite (and d540 (= d441 (_ bv5 16))) (_ bv6 16) d454))
;; <- success
(define-fun d546 () Bool (and (and d533 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d547 () (_ BitVec 16) (ite (and d546 (= d535 (_ bv1 16))) d534 d541))
;; <- success
(define-fun d548 () (_ BitVec 16) (ite (and d546 (= d535 (_ bv2 16))) d534 d542))
;; <- success
(define-fun d549 () (_ BitVec 16) (ite (and d546 (= d535 (_ bv3 16))) d534 d543))
;; <- success
(define-fun d550 () (_ BitVec 16) (ite (and d546 (= d535 (_ bv4 16))) d534 d544))
;; <- success
(define-fun d551 () (_ BitVec 16) (ite (and d546 (= d535 (_ bv5 16))) d534 d545))
;; <- success
(define-fun d552 () (_ BitVec 16) (ite (and d546 (= d535 (_ bv6 16))) d534 (_ bv65535 16)))
;; <- success
(define-fun d553 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d537 (ite (= g11_x (_ bv1 16)) d538 d539)))
;; <- success
(define-fun d554 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d537 (ite (= g11_y (_ bv1 16)) d538 (ite (= g11_y (_ bv2 16)) d539 (_ bv0 16)))))
;; <- success
(define-fun d555 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d510 (ite (= g11_x (_ bv1 16)) d511 (ite (= g11_x (_ bv2 16)) d512 (ite (= g11_x (_ bv3 16)) d513 d514)))))
;; <- success
(define-fun d556 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d510 (ite (= g11_y (_ bv1 16)) d511 (ite (= g11_y (_ bv2 16)) d512 (ite (= g11_y (_ bv3 16)) d513 (ite (= g11_y (_ bv4 16)) d514 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d557 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d553 d554) (distinct d553 d554)) (ite (= g11_op (_ bv0 16)) (= d555 d556) (ite (= g11_op (_ bv1 16)) (distinct d555 d556) (ite (= g11_op (_ bv2 16)) (bvslt d555 d556) (ite (= g11_op (_ bv3 16)) (bvsle d555 d556) (ite (= g11_op (_ bv4 16)) (bvsgt d555 d556) (bvsge d555 d556)))))))) true))
;; <- success
(define-fun d558 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d510 (ite (= h11_rhs (_ bv1 16)) d511 (ite (= h11_rhs (_ bv2 16)) d512 (ite (= h11_rhs (_ bv3 16)) d513 (ite (= h11_rhs (_ bv4 16)) d514 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d559 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d537 (ite (= h11_base (_ bv1 16)) d538 d539)))
;; <- success
(define-fun d560 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d510 d512) (ite (= h11_to (_ bv1 16)) (bvadd d511 d512) (ite (= h11_to (_ bv2 16)) (bvadd d512 d512) (ite (= h11_to (_ bv3 16)) (bvadd d513 d512) (bvadd d514 d512))))) (ite (= h11_to (_ bv0 16)) (bvadd d513 d510) (ite (= h11_to (_ bv1 16)) (bvadd d513 d511) (ite (= h11_to (_ bv2 16)) (bvadd d513 d512) (ite (= h11_to (_ bv3 16)) (bvadd d513 d513) (bvadd d513 d514)))))))
;; <- success
(define-fun d561 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d560 (ite (= h11_k (_ bv5 16)) (bvadd d513 d512) (ite (= h11_k (_ bv0 16)) d558 (ite (= h11_k (_ bv3 16)) (bvadd d558 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d559 (_ bv1 16)) d517 (ite (= d559 (_ bv2 16)) d518 (ite (= d559 (_ bv3 16)) d519 (ite (= d559 (_ bv4 16)) d520 (ite (= d559 (_ bv5 16)) d521 d522))))))))))
;; <- success
(assert (=> (and (and d557 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d559 (_ bv1 16)) (= d559 (_ bv2 16)) (= d559 (_ bv3 16)) (= d559 (_ bv4 16)) (= d559 (_ bv5 16)) (= d559 (_ bv6 16))))))
;; <- success
(define-fun d562 () (_ BitVec 16) (ite (and d557 (not s11)) (bvadd d513 d512) d512))
;; <- success
(define-fun d563 () (_ BitVec 16) (ite (and (and d557 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d561 d510))
;; <- success
(define-fun d564 () (_ BitVec 16) (ite (and (and d557 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d561 d511))
;; <- success
(define-fun d565 () (_ BitVec 16) (ite (and (and d557 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d561 d562))
;; <- success
(define-fun d566 () (_ BitVec 16) (ite (and (and d557 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d561 d513))
;; <- success
(define-fun d567 () (_ BitVec 16) (ite (and (and d557 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d561 d514))
;; <- success
(define-fun d568 () Bool (and (and d557 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d569 () (_ BitVec 16) (ite (and d568 (= d559 (_ bv1 16))) d558 d517))
;; <- success
(define-fun d570 () (_ BitVec 16) (ite (and d568 (= d559 (_ bv2 16))) d558 d518))
;; <- success
(define-fun d571 () (_ BitVec 16) (ite (and d568 (= d559 (_ bv3 16))) d558 d519))
;; <- success
(define-fun d572 () (_ BitVec 16) (ite (and d568 (= d559 (_ bv4 16))) d558 d520))
;; <- success
(define-fun d573 () (_ BitVec 16) (ite (and d568 (= d559 (_ bv5 16))) d558 d521))
;; <- success
(define-fun d574 () (_ BitVec 16) (ite (and d568 (= d559 (_ bv6 16))) d558 d522))
;; <- success
(define-fun d575 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d537 (ite (= g12_x (_ bv1 16)) d538 d539)))
;; <- success
(define-fun d576 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d537 (ite (= g12_y (_ bv1 16)) d538 (ite (= g12_y (_ bv2 16)) d539 (_ bv0 16)))))
;; <- success
(define-fun d577 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d563 (ite (= g12_x (_ bv1 16)) d564 (ite (= g12_x (_ bv2 16)) d565 (ite (= g12_x (_ bv3 16)) d566 d567)))))
;; <- success
(define-fun d578 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d563 (ite (= g12_y (_ bv1 16)) d564 (ite (= g12_y (_ bv2 16)) d565 (ite (= g12_y (_ bv3 16)) d566 (ite (= g12_y (_ bv4 16)) d567 (ite (= g12_y (_ bv5 16)) (_ bv65535 16) (ite (= g12_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d579 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op (_ bv0 16)) (= d575 d576) (distinct d575 d576)) (ite (= g12_op (_ bv0 16)) (= d577 d578) (ite (= g12_op (_ bv1 16)) (distinct d577 d578) (ite (= g12_op (_ bv2 16)) (bvslt d577 d578) (ite (= g12_op (_ bv3 16)) (bvsle d577 d578) (ite (= g12_op (_ bv4 16)) (bvsgt d577 d578) (bvsge d577 d578)))))))) true))
;; <- success
(define-fun d580 () (_ BitVec 16) (ite (= h12_rhs (_ bv0 16)) d563 (ite (= h12_rhs (_ bv1 16)) d564 (ite (= h12_rhs (_ bv2 16)) d565 (ite (= h12_rhs (_ bv3 16)) d566 (ite (= h12_rhs (_ bv4 16)) d567 (ite (= h12_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h12_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d581 () (_ BitVec 16) (ite (= h12_base (_ bv0 16)) d537 (ite (= h12_base (_ bv1 16)) d538 d539)))
;; <- success
(define-fun d582 () (_ BitVec 16) (ite (= h12_k (_ bv5 16)) (bvadd d567 (_ bv1 16)) (ite (= h12_k (_ bv0 16)) d580 (ite (= h12_k (_ bv3 16)) (bvadd d580 (ite (= h12_add (_ bv0 16)) (_ bv65535 16) (ite (= h12_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d581 (_ bv1 16)) d569 (ite (= d581 (_ bv2 16)) d570 (ite (= d581 (_ bv3 16)) d571 (ite (= d581 (_ bv4 16)) d572 (ite (= d581 (_ bv5 16)) d573 d574)))))))))
;; <- success
(assert (=> (and (and d579 s12) (or (= h12_k (_ bv1 16)) (= h12_k (_ bv2 16)))) (and (= h12_fld (_ bv0 16)) (or (= d581 (_ bv1 16)) (= d581 (_ bv2 16)) (= d581 (_ bv3 16)) (= d581 (_ bv4 16)) (= d581 (_ bv5 16)) (= d581 (_ bv6 16))))))
;; <- success
(define-fun d583 () (_ BitVec 16) (ite (and d579 (not s12)) (bvadd d567 (_ bv1 16)) d567))
;; <- success
(define-fun d584 () (_ BitVec 16) (ite (and (and d579 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv0 16))) d582 d563))
;; <- success
(define-fun d585 () (_ BitVec 16) (ite (and (and d579 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv1 16))) d582 d564))
;; <- success
(define-fun d586 () (_ BitVec 16) (ite (and (and d579 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv2 16))) d582 d565))
;; <- success
(define-fun d587 () (_ BitVec 16) (ite (and (and d579 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv3 16))) d582 d566))
;; <- success
(define-fun d588 () (_ BitVec 16) (ite (and (and d579 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv4 16))) d582 d583))
;; <- success
(define-fun d589 () Bool (and (and d579 s12) (= h12_k (_ bv2 16)) (= h12_fld (_ bv0 16))))
;; <- success
(define-fun d590 () (_ BitVec 16) (ite (and d589 (= d581 (_ bv1 16))) d580 d569))
;; <- success
(define-fun d591 () (_ BitVec 16) (ite (and d589 (= d581 (_ bv2 16))) d580 d570))
;; <- success
(define-fun d592 () (_ BitVec 16) (ite (and d589 (= d581 (_ bv3 16))) d580 d571))
;; <- success
(define-fun d593 () (_ BitVec 16) (ite (and d589 (= d581 (_ bv4 16))) d580 d572))
;; <- success
(define-fun d594 () (_ BitVec 16) (ite (and d589 (= d581 (_ bv5 16))) d580 d573))
;; <- success
(define-fun d595 () (_ BitVec 16) (ite (and d589 (= d581 (_ bv6 16))) d580 d574))
;; <- success
(assert (= d584 (_ bv6 16)))
;; <- success
(assert (= d539 (_ bv6 16)))
;; <- success
(assert (= d537 (_ bv1 16)))
;; <- success
(assert (= d588 (_ bv6 16)))
;; <- success
(assert (= d585 (_ bv10 16)))
;; <- success
(assert (= d586 (_ bv65534 16)))
;; <- success
(assert (= d538 (_ bv6 16)))
;; <- success
(assert (= d587 (_ bv65534 16)))
;; <- success
(assert (= d590 (_ bv10 16)))
;; <- success
(assert (= d547 (_ bv2 16)))
;; <- success
(assert (= d591 (_ bv8 16)))
;; <- success
(assert (= d548 (_ bv3 16)))
;; <- success
(assert (= d592 (_ bv6 16)))
;; <- success
(assert (= d549 (_ bv4 16)))
;; <- success
(assert (= d593 (_ bv4 16)))
;; <- success
(assert (= d550 (_ bv5 16)))
;; <- success
(assert (= d594 (_ bv2 16)))
;; <- success
(assert (= d551 (_ bv6 16)))
;; <- success
(assert (= d595 (_ bv0 16)))
;; <- success
(define-fun d596 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d537 (ite (= h5_x (_ bv1 16)) d538 d539)))
;; <- success
(define-fun d597 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d537 (ite (= h5_y (_ bv1 16)) d538 (ite (= h5_y (_ bv2 16)) d539 (_ bv0 16)))))
;; <- success
(define-fun d598 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d584 (ite (= h5_x (_ bv1 16)) d585 (ite (= h5_x (_ bv2 16)) d586 (ite (= h5_x (_ bv3 16)) d587 d588)))))
;; <- success
(define-fun d599 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d584 (ite (= h5_y (_ bv1 16)) d585 (ite (= h5_y (_ bv2 16)) d586 (ite (= h5_y (_ bv3 16)) d587 (ite (= h5_y (_ bv4 16)) d588 (ite (= h5_y (_ bv5 16)) (_ bv65535 16) (ite (= h5_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d600 () Bool (ite (not s5) (bvslt d588 d584) d501))
;; <- success
(define-fun d601 () Bool (ite s5 (ite h5_ptr (ite (= h5_op (_ bv0 16)) (= d596 d597) (distinct d596 d597)) (ite (= h5_op (_ bv0 16)) (= d598 d599) (ite (= h5_op (_ bv1 16)) (distinct d598 d599) (ite (= h5_op (_ bv2 16)) (bvslt d598 d599) (ite (= h5_op (_ bv3 16)) (bvsle d598 d599) (ite (= h5_op (_ bv4 16)) (bvsgt d598 d599) (bvsge d598 d599))))))) d600))
;; <- success
(assert (not d601))
;; <- success
(define-fun d602 () (_ BitVec 16) (ite (= h13_x (_ bv0 16)) d537 (ite (= h13_x (_ bv1 16)) d538 d539)))
;; <- success
(define-fun d603 () (_ BitVec 16) (ite (= h13_y (_ bv0 16)) d537 (ite (= h13_y (_ bv1 16)) d538 (ite (= h13_y (_ bv2 16)) d539 (_ bv0 16)))))
;; <- success
(define-fun d604 () (_ BitVec 16) (ite (= h13_x (_ bv0 16)) d584 (ite (= h13_x (_ bv1 16)) d585 (ite (= h13_x (_ bv2 16)) d586 (ite (= h13_x (_ bv3 16)) d587 d588)))))
;; <- success
(define-fun d605 () (_ BitVec 16) (ite (= h13_y (_ bv0 16)) d584 (ite (= h13_y (_ bv1 16)) d585 (ite (= h13_y (_ bv2 16)) d586 (ite (= h13_y (_ bv3 16)) d587 (ite (= h13_y (_ bv4 16)) d588 (ite (= h13_y (_ bv5 16)) (_ bv65535 16) (ite (= h13_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d606 () Bool (ite (not s13) (not (= d538 (_ bv0 16))) u49))
;; <- success
(define-fun d607 () Bool (ite s13 (ite h13_ptr (ite (= h13_op (_ bv0 16)) (= d602 d603) (distinct d602 d603)) (ite (= h13_op (_ bv0 16)) (= d604 d605) (ite (= h13_op (_ bv1 16)) (distinct d604 d605) (ite (= h13_op (_ bv2 16)) (bvslt d604 d605) (ite (= h13_op (_ bv3 16)) (bvsle d604 d605) (ite (= h13_op (_ bv4 16)) (bvsgt d604 d605) (bvsge d604 d605))))))) d606))
;; <- success
(assert d607)
;; <- success
(define-fun d608 () (_ BitVec 16) (ite (= g14_x (_ bv0 16)) d537 (ite (= g14_x (_ bv1 16)) d538 d539)))
;; <- success
(define-fun d609 () (_ BitVec 16) (ite (= g14_y (_ bv0 16)) d537 (ite (= g14_y (_ bv1 16)) d538 (ite (= g14_y (_ bv2 16)) d539 (_ bv0 16)))))
;; <- success
(define-fun d610 () (_ BitVec 16) (ite (= g14_x (_ bv0 16)) d584 (ite (= g14_x (_ bv1 16)) d585 (ite (= g14_x (_ bv2 16)) d586 (ite (= g14_x (_ bv3 16)) d587 d588)))))
;; <- success
(define-fun d611 () (_ BitVec 16) (ite (= g14_y (_ bv0 16)) d584 (ite (= g14_y (_ bv1 16)) d585 (ite (= g14_y (_ bv2 16)) d586 (ite (= g14_y (_ bv3 16)) d587 (ite (= g14_y (_ bv4 16)) d588 (ite (= g14_y (_ bv5 16)) (_ bv65535 16) (ite (= g14_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d612 () Bool (ite r14 (ite g14_del false (and d607 (ite g14_ptr (ite (= g14_op (_ bv0 16)) (= d608 d609) (distinct d608 d609)) (ite (= g14_op (_ bv0 16)) (= d610 d611) (ite (= g14_op (_ bv1 16)) (distinct d610 d611) (ite (= g14_op (_ bv2 16)) (bvslt d610 d611) (ite (= g14_op (_ bv3 16)) (bvsle d610 d611) (ite (= g14_op (_ bv4 16)) (bvsgt d610 d611) (bvsge d610 d611))))))))) d607))
;; <- success
(define-fun d613 () (_ BitVec 16) (ite (= h14_rhs (_ bv0 16)) d537 (ite (= h14_rhs (_ bv1 16)) d538 (ite (= h14_rhs (_ bv2 16)) d539 (_ bv0 16)))))
;; <- success
(define-fun d614 () (_ BitVec 16) (ite (= h14_base (_ bv0 16)) d537 (ite (= h14_base (_ bv1 16)) d538 d539)))
;; <- success
(define-fun d615 () (_ BitVec 16) (ite (= h14_k (_ bv0 16)) d613 (ite (= d614 (_ bv1 16)) d547 (ite (= d614 (_ bv2 16)) d548 (ite (= d614 (_ bv3 16)) d549 (ite (= d614 (_ bv4 16)) d550 (ite (= d614 (_ bv5 16)) d551 d552)))))))
;; <- success
(assert (=> (and d612 (not s14)) (or (= d538 (_ bv1 16)) (= d538 (_ bv2 16)) (= d538 (_ bv3 16)) (= d538 (_ bv4 16)) (= d538 (_ bv5 16)) (= d538 (_ bv6 16)))))
;; <- success
(assert (=> (and (and d612 s14) (or (= h14_k (_ bv1 16)) (= h14_k (_ bv2 16)) (= h14_k (_ bv5 16)))) (and (= h14_fld (_ bv0 16)) (or (= d614 (_ bv1 16)) (= d614 (_ bv2 16)) (= d614 (_ bv3 16)) (= d614 (_ bv4 16)) (= d614 (_ bv5 16)) (= d614 (_ bv6 16))))))
;; <- success
(define-fun d616 () (_ BitVec 16) (ite (and (and d612 s14) (not (or (= h14_k (_ bv2 16)) (= h14_k (_ bv7 16)) (= h14_k (_ bv5 16)))) (= h14_lhs (_ bv0 16))) d615 d537))
;; <- success
(define-fun d617 () (_ BitVec 16) (ite (and (and d612 s14) (not (or (= h14_k (_ bv2 16)) (= h14_k (_ bv7 16)) (= h14_k (_ bv5 16)))) (= h14_lhs (_ bv1 16))) d615 d538))
;; <- success
(define-fun d618 () (_ BitVec 16) (ite (and (and d612 s14) (not (or (= h14_k (_ bv2 16)) (= h14_k (_ bv7 16)) (= h14_k (_ bv5 16)))) (= h14_lhs (_ bv2 16))) d615 d539))
;; <- success
(define-fun d619 () Bool (and d612 (not s14)))
;; <- success
(define-fun d620 () (_ BitVec 16) (ite (and d619 (= d538 (_ bv1 16))) d537 d547))
;; <- success
(define-fun d621 () (_ BitVec 16) (ite (and d619 (= d538 (_ bv2 16))) d537 d548))
;; <- success
(define-fun d622 () (_ BitVec 16) (ite (and d619 (= d538 (_ bv3 16))) d537 d549))
;; <- success
(define-fun d623 () (_ BitVec 16) (ite (and d619 (= d538 (_ bv4 16))) d537 d550))
;; <- success
(define-fun d624 () (_ BitVec 16) (ite (and d619 (= d538 (_ bv5 16))) d537 d551))
;; <- success
(define-fun d625 () (_ BitVec 16) (ite (and d619 (= d538 (_ bv6 16))) d537 d552))
;; <- success
(define-fun d626 () Bool (and (and d612 s14) (= h14_k (_ bv2 16)) (= h14_fld (_ bv0 16))))
;; <- success
(define-fun d627 () (_ BitVec 16) (ite (and d626 (= d614 (_ bv1 16))) d613 d620))
;; <- success
(define-fun d628 () (_ BitVec 16) (ite (and d626 (= d614 (_ bv2 16))) d613 d621))
;; <- success
(define-fun d629 () (_ BitVec 16) (ite (and d626 (= d614 (_ bv3 16))) d613 d622))
;; <- success
(define-fun d630 () (_ BitVec 16) (ite (and d626 (= d614 (_ bv4 16))) d613 d623))
;; <- success
(define-fun d631 () (_ BitVec 16) (ite (and d626 (= d614 (_ bv5 16))) d613 d624))
;; <- success
(define-fun d632 () (_ BitVec 16) (ite (and d626 (= d614 (_ bv6 16))) d613 d625))
;; <- success
(define-fun d633 () (_ BitVec 16) (ite (= h15_rhs (_ bv0 16)) d616 (ite (= h15_rhs (_ bv1 16)) d617 (ite (= h15_rhs (_ bv2 16)) d618 (_ bv0 16)))))
;; <- success
(define-fun d634 () (_ BitVec 16) (ite (= h15_base (_ bv0 16)) d616 (ite (= h15_base (_ bv1 16)) d617 d618)))
;; <- success
(define-fun d635 () (_ BitVec 16) (ite (= h15_k (_ bv0 16)) d633 (ite (= d634 (_ bv1 16)) d627 (ite (= d634 (_ bv2 16)) d628 (ite (= d634 (_ bv3 16)) d629 (ite (= d634 (_ bv4 16)) d630 (ite (= d634 (_ bv5 16)) d631 d632)))))))
;; <- success
(assert (=> (and s15 (or (= h15_k (_ bv1 16)) (= h15_k (_ bv2 16)))) (and (= h15_fld (_ bv0 16)) (or (= d634 (_ bv1 16)) (= d634 (_ bv2 16)) (= d634 (_ bv3 16)) (= d634 (_ bv4 16)) (= d634 (_ bv5 16)) (= d634 (_ bv6 16))))))
;; <- success
(define-fun d636 () (_ BitVec 16) (ite (not s15) d616 u50))
;; <- success
(define-fun d637 () (_ BitVec 16) (ite (and s15 (not (or (= h15_k (_ bv2 16)) (= h15_k (_ bv7 16))))) d635 d636))
;; <- success
(assert (= d584 (_ bv6 16)))
;; <- success
(assert (= d618 (_ bv6 16)))
;; <- success
(assert (= d616 (_ bv1 16)))
;; <- success
(assert (= d588 (_ bv6 16)))
;; <- success
(assert (= d637 (_ bv1 16)))
;; <- success
(assert (= d585 (_ bv10 16)))
;; <- success
(assert (= d586 (_ bv65534 16)))
;; <- success
(assert (= d617 (_ bv6 16)))
;; <- success
(assert (= d587 (_ bv65534 16)))
;; <- success
(assert (= d590 (_ bv10 16)))
;; <- success
(assert (= d627 (_ bv2 16)))
;; <- success
(assert (= d591 (_ bv8 16)))
;; <- success
(assert (= d628 (_ bv3 16)))
;; <- success
(assert (= d592 (_ bv6 16)))
;; <- success
(assert (= d629 (_ bv4 16)))
;; <- success
(assert (= d593 (_ bv4 16)))
;; <- success
(assert (= d630 (_ bv5 16)))
;; <- success
(assert (= d594 (_ bv2 16)))
;; <- success
(assert (= d631 (_ bv6 16)))
;; <- success
(assert (= d595 (_ bv0 16)))
;; <- success
(assert (= d632 (_ bv1 16)))
;; <- success
(declare-const u638 Bool)
;; <- success
(declare-const u639 Bool)
;; <- success
(declare-const u640 Bool)
;; <- success
(declare-const u641 (_ BitVec 16))
;; <- success
(define-fun d642 () (_ BitVec 16) (ite (= h0_rhs (_ bv0 16)) (_ bv65535 16) (ite (= h0_rhs (_ bv1 16)) (_ bv65535 16) (ite (= h0_rhs (_ bv2 16)) (_ bv65535 16) (_ bv0 16)))))
;; <- success
(define-fun d643 () (_ BitVec 16) (_ bv65535 16))
;; <- success
(define-fun d644 () (_ BitVec 16) (ite (= h0_k (_ bv0 16)) d642 (_ bv0 16)))
;; <- success
(assert (=> (and s0 (or (= h0_k (_ bv1 16)) (= h0_k (_ bv2 16)))) false))
;; <- success
(define-fun d645 () (_ BitVec 16) (ite (not s0) (_ bv0 16) (_ bv65535 16)))
;; <- success
(define-fun d646 () (_ BitVec 16) (ite (and s0 (not (or (= h0_k (_ bv2 16)) (= h0_k (_ bv7 16)))) (= h0_lhs (_ bv0 16))) d644 d645))
;; <- success
(define-fun d647 () (_ BitVec 16) (ite (= h1_rhs (_ bv0 16)) d646 (ite (= h1_rhs (_ bv1 16)) (_ bv65535 16) (ite (= h1_rhs (_ bv2 16)) (_ bv65535 16) (_ bv0 16)))))
;; <- success
(define-fun d648 () (_ BitVec 16) (ite (= h1_base (_ bv0 16)) d646 (_ bv65535 16)))
;; <- success
(define-fun d649 () (_ BitVec 16) (ite (= h1_k (_ bv0 16)) d647 (_ bv0 16)))
;; <- success
(assert (=> (and s1 (or (= h1_k (_ bv1 16)) (= h1_k (_ bv2 16)))) false))
;; <- success
(define-fun d650 () (_ BitVec 16) (ite (not s1) (_ bv0 16) (_ bv65535 16)))
;; <- success
(define-fun d651 () (_ BitVec 16) (ite (and s1 (not (or (= h1_k (_ bv2 16)) (= h1_k (_ bv7 16)))) (= h1_lhs (_ bv1 16))) d649 d650))
;; <- success
(define-fun d652 () (_ BitVec 16) (ite (= h2_rhs (_ bv0 16)) d646 (ite (= h2_rhs (_ bv1 16)) d651 (ite (= h2_rhs (_ bv2 16)) (_ bv65535 16) (_ bv0 16)))))
;; <- success
(define-fun d653 () (_ BitVec 16) (ite (= h2_base (_ bv0 16)) d646 (ite (= h2_base (_ bv1 16)) d651 (_ bv65535 16))))
;; <- success
(define-fun d654 () (_ BitVec 16) (ite (= h2_k (_ bv0 16)) d652 (_ bv0 16)))
;; <- success
(assert (=> (and s2 (or (= h2_k (_ bv1 16)) (= h2_k (_ bv2 16)))) false))
;; <- success
(define-fun d655 () (_ BitVec 16) (ite (not s2) (_ bv0 16) (_ bv65535 16)))
;; <- success
(define-fun d656 () (_ BitVec 16) (ite (and s2 (not (or (= h2_k (_ bv2 16)) (= h2_k (_ bv7 16)))) (= h2_lhs (_ bv2 16))) d654 d655))
;; <- success
(define-fun d657 () (_ BitVec 16) (ite (= h3_rhs (_ bv0 16)) (_ bv2 16) (ite (= h3_rhs (_ bv1 16)) (_ bv0 16) (ite (= h3_rhs (_ bv2 16)) (_ bv7 16) (ite (= h3_rhs (_ bv3 16)) (_ bv39321 16) (ite (= h3_rhs (_ bv4 16)) (_ bv39321 16) (ite (= h3_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h3_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d658 () (_ BitVec 16) (ite (= h3_base (_ bv0 16)) d646 (ite (= h3_base (_ bv1 16)) d651 d656)))
;; <- success
(define-fun d659 () (_ BitVec 16) (ite (= h3_k (_ bv0 16)) d657 (ite (= h3_k (_ bv3 16)) (bvadd d657 (ite (= h3_add (_ bv0 16)) (_ bv65535 16) (ite (= h3_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv0 16))))
;; <- success
(assert (=> (and s3 (or (= h3_k (_ bv1 16)) (= h3_k (_ bv2 16)))) false))
;; <- success
(define-fun d660 () (_ BitVec 16) (ite (not s3) (_ bv0 16) (_ bv39321 16)))
;; <- success
(define-fun d661 () (_ BitVec 16) (ite (and s3 (not (or (= h3_k (_ bv2 16)) (= h3_k (_ bv7 16)))) (= h3_lhs (_ bv3 16))) d659 d660))
;; <- success
(define-fun d662 () (_ BitVec 16) (ite (= h4_rhs (_ bv0 16)) (_ bv2 16) (ite (= h4_rhs (_ bv1 16)) (_ bv0 16) (ite (= h4_rhs (_ bv2 16)) (_ bv7 16) (ite (= h4_rhs (_ bv3 16)) d661 (ite (= h4_rhs (_ bv4 16)) (_ bv39321 16) (ite (= h4_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h4_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d663 () (_ BitVec 16) (ite (= h4_base (_ bv0 16)) d646 (ite (= h4_base (_ bv1 16)) d651 d656)))
;; <- success
(define-fun d664 () (_ BitVec 16) (ite (= h4_k (_ bv0 16)) d662 (ite (= h4_k (_ bv3 16)) (bvadd d662 (ite (= h4_add (_ bv0 16)) (_ bv65535 16) (ite (= h4_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv0 16))))
;; <- success
(assert (=> (and s4 (or (= h4_k (_ bv1 16)) (= h4_k (_ bv2 16)))) false))
;; <- success
(define-fun d665 () (_ BitVec 16) (ite (not s4) (_ bv0 16) (_ bv39321 16)))
;; <- success
(define-fun d666 () (_ BitVec 16) (ite (and s4 (not (or (= h4_k (_ bv2 16)) (= h4_k (_ bv7 16)))) (= h4_lhs (_ bv4 16))) d664 d665))
;; <- success
(assert true)
;; <- success
(assert (= d656 (_ bv0 16)))
;; <- success
(assert (= d646 (_ bv0 16)))
;; <- success
(assert (= d666 (_ bv0 16)))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert (= d651 (_ bv0 16)))
;; <- success
(assert (= d661 (_ bv0 16)))
;; <- success
(define-fun d667 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d646 (ite (= h5_x (_ bv1 16)) d651 d656)))
;; <- success
(define-fun d668 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d646 (ite (= h5_y (_ bv1 16)) d651 (ite (= h5_y (_ bv2 16)) d656 (_ bv0 16)))))
;; <- success
(define-fun d669 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) (_ bv2 16) (ite (= h5_x (_ bv1 16)) (_ bv0 16) (ite (= h5_x (_ bv2 16)) (_ bv7 16) (ite (= h5_x (_ bv3 16)) d661 d666)))))
;; <- success
(define-fun d670 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) (_ bv2 16) (ite (= h5_y (_ bv1 16)) (_ bv0 16) (ite (= h5_y (_ bv2 16)) (_ bv7 16) (ite (= h5_y (_ bv3 16)) d661 (ite (= h5_y (_ bv4 16)) d666 (ite (= h5_y (_ bv5 16)) (_ bv65535 16) (ite (= h5_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d671 () Bool (ite (not s5) (bvslt d666 (_ bv2 16)) u638))
;; <- success
(define-fun d672 () Bool (ite s5 (ite h5_ptr (ite (= h5_op (_ bv0 16)) (= d667 d668) (distinct d667 d668)) (ite (= h5_op (_ bv0 16)) (= d669 d670) (ite (= h5_op (_ bv1 16)) (distinct d669 d670) (ite (= h5_op (_ bv2 16)) (bvslt d669 d670) (ite (= h5_op (_ bv3 16)) (bvsle d669 d670) (ite (= h5_op (_ bv4 16)) (bvsgt d669 d670) (bvsge d669 d670))))))) d671))
;; <- success
(assert d672)
;; <- success
(define-fun d673 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d646 (ite (= g7_x (_ bv1 16)) d651 (_ bv1 16))))
;; <- success
(define-fun d674 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d646 (ite (= g7_y (_ bv1 16)) d651 (ite (= g7_y (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d675 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) (_ bv2 16) (ite (= g7_x (_ bv1 16)) (_ bv0 16) (ite (= g7_x (_ bv2 16)) (_ bv7 16) (ite (= g7_x (_ bv3 16)) d661 d666)))))
;; <- success
(define-fun d676 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) (_ bv2 16) (ite (= g7_y (_ bv1 16)) (_ bv0 16) (ite (= g7_y (_ bv2 16)) (_ bv7 16) (ite (= g7_y (_ bv3 16)) d661 (ite (= g7_y (_ bv4 16)) d666 (ite (= g7_y (_ bv5 16)) (_ bv65535 16) (ite (= g7_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d677 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op (_ bv0 16)) (= d673 d674) (distinct d673 d674)) (ite (= g7_op (_ bv0 16)) (= d675 d676) (ite (= g7_op (_ bv1 16)) (distinct d675 d676) (ite (= g7_op (_ bv2 16)) (bvslt d675 d676) (ite (= g7_op (_ bv3 16)) (bvsle d675 d676) (ite (= g7_op (_ bv4 16)) (bvsgt d675 d676) (bvsge d675 d676)))))))) true))
;; <- success
(define-fun d678 () (_ BitVec 16) (ite (= h7_rhs (_ bv0 16)) (_ bv2 16) (ite (= h7_rhs (_ bv1 16)) (_ bv0 16) (ite (= h7_rhs (_ bv2 16)) (_ bv7 16) (ite (= h7_rhs (_ bv3 16)) d661 (ite (= h7_rhs (_ bv4 16)) d666 (ite (= h7_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h7_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d679 () (_ BitVec 16) (ite (= h7_base (_ bv0 16)) d646 (ite (= h7_base (_ bv1 16)) d651 (_ bv1 16))))
;; <- success
(define-fun d680 () (_ BitVec 16) (ite (= h7_k (_ bv0 16)) d678 (ite (= h7_k (_ bv3 16)) (bvadd d678 (ite (= h7_add (_ bv0 16)) (_ bv65535 16) (ite (= h7_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv39321 16))))
;; <- success
(assert (=> (and d677 (not s7)) true))
;; <- success
(assert (=> (and (and d677 s7) (or (= h7_k (_ bv1 16)) (= h7_k (_ bv2 16)) (= h7_k (_ bv5 16)))) (and (= h7_fld (_ bv0 16)) (= d679 (_ bv1 16)))))
;; <- success
(define-fun d681 () (_ BitVec 16) (ite (and (and d677 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv0 16))) d680 (_ bv2 16)))
;; <- success
(define-fun d682 () (_ BitVec 16) (ite (and (and d677 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv1 16))) d680 (_ bv0 16)))
;; <- success
(define-fun d683 () (_ BitVec 16) (ite (and (and d677 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv2 16))) d680 (_ bv7 16)))
;; <- success
(define-fun d684 () (_ BitVec 16) (ite (and (and d677 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv3 16))) d680 d661))
;; <- success
(define-fun d685 () (_ BitVec 16) (ite (and (and d677 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv4 16))) d680 d666))
;; <- success
(define-fun d686 () (_ BitVec 16) (ite (and d677 (not s7)) d661 (_ bv39321 16)))
;; <- success
(define-fun d687 () (_ BitVec 16) (ite (and (and (and d677 s7) (= h7_k (_ bv2 16)) (= h7_fld (_ bv0 16))) (= d679 (_ bv1 16))) d678 d686))
;; <- success
(define-fun d688 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d646 (ite (= h8_x (_ bv1 16)) d651 (_ bv1 16))))
;; <- success
(define-fun d689 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d646 (ite (= h8_y (_ bv1 16)) d651 (ite (= h8_y (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d690 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d681 (ite (= h8_x (_ bv1 16)) d682 (ite (= h8_x (_ bv2 16)) d683 (ite (= h8_x (_ bv3 16)) d684 d685)))))
;; <- success
(define-fun d691 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d681 (ite (= h8_y (_ bv1 16)) d682 (ite (= h8_y (_ bv2 16)) d683 (ite (= h8_y (_ bv3 16)) d684 (ite (= h8_y (_ bv4 16)) d685 (ite (= h8_y (_ bv5 16)) (_ bv65535 16) (ite (= h8_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d692 () Bool (ite (not s8) (= d646 (_ bv0 16)) u639))
;; <- success
(define-fun d693 () Bool (ite s8 (ite h8_ptr (ite (= h8_op (_ bv0 16)) (= d688 d689) (distinct d688 d689)) (ite (= h8_op (_ bv0 16)) (= d690 d691) (ite (= h8_op (_ bv1 16)) (distinct d690 d691) (ite (= h8_op (_ bv2 16)) (bvslt d690 d691) (ite (= h8_op (_ bv3 16)) (bvsle d690 d691) (ite (= h8_op (_ bv4 16)) (bvsgt d690 d691) (bvsge d690 d691))))))) d692))
;; <- success
(assert d693)
;; <- success
(define-fun d694 () (_ BitVec 16) (ite (= g9_x (_ bv0 16)) d646 (ite (= g9_x (_ bv1 16)) d651 (_ bv1 16))))
;; <- success
(define-fun d695 () (_ BitVec 16) (ite (= g9_y (_ bv0 16)) d646 (ite (= g9_y (_ bv1 16)) d651 (ite (= g9_y (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d696 () (_ BitVec 16) (ite (= g9_x (_ bv0 16)) d681 (ite (= g9_x (_ bv1 16)) d682 (ite (= g9_x (_ bv2 16)) d683 (ite (= g9_x (_ bv3 16)) d684 d685)))))
;; <- success
(define-fun d697 () (_ BitVec 16) (ite (= g9_y (_ bv0 16)) d681 (ite (= g9_y (_ bv1 16)) d682 (ite (= g9_y (_ bv2 16)) d683 (ite (= g9_y (_ bv3 16)) d684 (ite (= g9_y (_ bv4 16)) d685 (ite (= g9_y (_ bv5 16)) (_ bv65535 16) (ite (= g9_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d698 () Bool (ite r9 (ite g9_del false (and d693 (ite g9_ptr (ite (= g9_op (_ bv0 16)) (= d694 d695) (distinct d694 d695)) (ite (= g9_op (_ bv0 16)) (= d696 d697) (ite (= g9_op (_ bv1 16)) (distinct d696 d697) (ite (= g9_op (_ bv2 16)) (bvslt d696 d697) (ite (= g9_op (_ bv3 16)) (bvsle d696 d697) (ite (= g9_op (_ bv4 16)) (bvsgt d696 d697) (bvsge d696 d697))))))))) d693))
;; <- success
(define-fun d699 () (_ BitVec 16) (ite (= h9_rhs (_ bv0 16)) d646 (ite (= h9_rhs (_ bv1 16)) d651 (ite (= h9_rhs (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d700 () (_ BitVec 16) (ite (= h9_base (_ bv0 16)) d646 (ite (= h9_base (_ bv1 16)) d651 (_ bv1 16))))
;; <- success
(define-fun d701 () (_ BitVec 16) (ite (= h9_k (_ bv0 16)) d699 (_ bv65535 16)))
;; <- success
(assert (=> (and (and d698 s9) (or (= h9_k (_ bv1 16)) (= h9_k (_ bv2 16)))) (and (= h9_fld (_ bv0 16)) (= d700 (_ bv1 16)))))
;; <- success
(define-fun d702 () (_ BitVec 16) (ite (and d698 (not s9)) (_ bv1 16) d646))
;; <- success
(define-fun d703 () (_ BitVec 16) (ite (and (and d698 s9) (not (or (= h9_k (_ bv2 16)) (= h9_k (_ bv7 16)))) (= h9_lhs (_ bv0 16))) d701 d702))
;; <- success
(define-fun d704 () (_ BitVec 16) (ite (and (and d698 s9) (not (or (= h9_k (_ bv2 16)) (= h9_k (_ bv7 16)))) (= h9_lhs (_ bv1 16))) d701 d651))
;; <- success
(define-fun d705 () (_ BitVec 16) (ite (and (and d698 s9) (not (or (= h9_k (_ bv2 16)) (= h9_k (_ bv7 16)))) (= h9_lhs (_ bv2 16))) d701 (_ bv1 16)))
;; <- success
(define-fun d706 () (_ BitVec 16) (ite (and (and (and d698 s9) (= h9_k (_ bv2 16)) (= h9_fld (_ bv0 16))) (= d700 (_ bv1 16))) d699 (_ bv65535 16)))
;; <- success
(define-fun d707 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d703 (ite (= g11_x (_ bv1 16)) d704 d705)))
;; <- success
(define-fun d708 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d703 (ite (= g11_y (_ bv1 16)) d704 (ite (= g11_y (_ bv2 16)) d705 (_ bv0 16)))))
;; <- success
(define-fun d709 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d681 (ite (= g11_x (_ bv1 16)) d682 (ite (= g11_x (_ bv2 16)) d683 (ite (= g11_x (_ bv3 16)) d684 d685)))))
;; <- success
(define-fun d710 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d681 (ite (= g11_y (_ bv1 16)) d682 (ite (= g11_y (_ bv2 16)) d683 (ite (= g11_y (_ bv3 16)) d684 (ite (= g11_y (_ bv4 16)) d685 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d711 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d707 d708) (distinct d707 d708)) (ite (= g11_op (_ bv0 16)) (= d709 d710) (ite (= g11_op (_ bv1 16)) (distinct d709 d710) (ite (= g11_op (_ bv2 16)) (bvslt d709 d710) (ite (= g11_op (_ bv3 16)) (bvsle d709 d710) (ite (= g11_op (_ bv4 16)) (bvsgt d709 d710) (bvsge d709 d710)))))))) true))
;; <- success
(define-fun d712 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d681 (ite (= h11_rhs (_ bv1 16)) d682 (ite (= h11_rhs (_ bv2 16)) d683 (ite (= h11_rhs (_ bv3 16)) d684 (ite (= h11_rhs (_ bv4 16)) d685 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d713 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d703 (ite (= h11_base (_ bv1 16)) d704 d705)))
;; <- success
(define-fun d714 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d681 d683) (ite (= h11_to (_ bv1 16)) (bvadd d682 d683) (ite (= h11_to (_ bv2 16)) (bvadd d683 d683) (ite (= h11_to (_ bv3 16)) (bvadd d684 d683) (bvadd d685 d683))))) (ite (= h11_to (_ bv0 16)) (bvadd d684 d681) (ite (= h11_to (_ bv1 16)) (bvadd d684 d682) (ite (= h11_to (_ bv2 16)) (bvadd d684 d683) (ite (= h11_to (_ bv3 16)) (bvadd d684 d684) (bvadd d684 d685)))))))
;; <- success
(define-fun d715 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d714 (ite (= h11_k (_ bv5 16)) (bvadd d684 d683) (ite (= h11_k (_ bv0 16)) d712 (ite (= h11_k (_ bv3 16)) (bvadd d712 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d687)))))
;; <- success
(assert (=> (and (and d711 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (= d713 (_ bv1 16)))))
;; <- success
(define-fun d716 () (_ BitVec 16) (ite (and d711 (not s11)) (bvadd d684 d683) d683))
;; <- success
(define-fun d717 () (_ BitVec 16) (ite (and (and d711 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d715 d681))
;; <- success
(define-fun d718 () (_ BitVec 16) (ite (and (and d711 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d715 d682))
;; <- success
(define-fun d719 () (_ BitVec 16) (ite (and (and d711 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d715 d716))
;; <- success
(define-fun d720 () (_ BitVec 16) (ite (and (and d711 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d715 d684))
;; <- success
(define-fun d721 () (_ BitVec 16) (ite (and (and d711 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d715 d685))
;; <- success
(define-fun d722 () (_ BitVec 16) (ite (and (and (and d711 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))) (= d713 (_ bv1 16))) d712 d687))
;; <- success
(define-fun d723 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d703 (ite (= g12_x (_ bv1 16)) d704 d705)))
;; <- success
(define-fun d724 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d703 (ite (= g12_y (_ bv1 16)) d704 (ite (= g12_y (_ bv2 16)) d705 (_ bv0 16)))))
;; <- success
(define-fun d725 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d717 (ite (= g12_x (_ bv1 16)) d718 (ite (= g12_x (_ bv2 16)) d719 (ite (= g12_x (_ bv3 16)) d720 d721)))))
;; <- success
(define-fun d726 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d717 (ite (= g12_y (_ bv1 16)) d718 (ite (= g12_y (_ bv2 16)) d719 (ite (= g12_y (_ bv3 16)) d720 (ite (= g12_y (_ bv4 16)) d721 (ite (= g12_y (_ bv5 16)) (_ bv65535 16) (ite (= g12_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d727 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op (_ bv0 16)) (= d723 d724) (distinct d723 d724)) (ite (= g12_op (_ bv0 16)) (= d725 d726) (ite (= g12_op (_ bv1 16)) (distinct d725 d726) (ite (= g12_op (_ bv2 16)) (bvslt d725 d726) (ite (= g12_op (_ bv3 16)) (bvsle d725 d726) (ite (= g12_op (_ bv4 16)) (bvsgt d725 d726) (bvsge d725 d726)))))))) true))
;; <- success
(define-fun d728 () (_ BitVec 16) (ite (= h12_rhs (_ bv0 16)) d717 (ite (= h12_rhs (_ bv1 16)) d718 (ite (= h12_rhs (_ bv2 16)) d719 (ite (= h12_rhs (_ bv3 16)) d720 (ite (= h12_rhs (_ bv4 16)) d721 (ite (= h12_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h12_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d729 () (_ BitVec 16) (ite (= h12_base (_ bv0 16)) d703 (ite (= h12_base (_ bv1 16)) d704 d705)))
;; <- success
(define-fun d730 () (_ BitVec 16) (ite (= h12_k (_ bv5 16)) (bvadd d721 (_ bv1 16)) (ite (= h12_k (_ bv0 16)) d728 (ite (= h12_k (_ bv3 16)) (bvadd d728 (ite (= h12_add (_ bv0 16)) (_ bv65535 16) (ite (= h12_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d722))))
;; <- success
(assert (=> (and (and d727 s12) (or (= h12_k (_ bv1 16)) (= h12_k (_ bv2 16)))) (and (= h12_fld (_ bv0 16)) (= d729 (_ bv1 16)))))
;; <- success
(define-fun d731 () (_ BitVec 16) (ite (and d727 (not s12)) (bvadd d721 (_ bv1 16)) d721))
;; <- success
(define-fun d732 () (_ BitVec 16) (ite (and (and d727 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv0 16))) d730 d717))
;; <- success
(define-fun d733 () (_ BitVec 16) (ite (and (and d727 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv1 16))) d730 d718))
;; <- success
(define-fun d734 () (_ BitVec 16) (ite (and (and d727 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv2 16))) d730 d719))
;; <- success
(define-fun d735 () (_ BitVec 16) (ite (and (and d727 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv3 16))) d730 d720))
;; <- success
(define-fun d736 () (_ BitVec 16) (ite (and (and d727 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv4 16))) d730 d731))
;; <- success
(define-fun d737 () (_ BitVec 16) (ite (and (and (and d727 s12) (= h12_k (_ bv2 16)) (= h12_fld (_ bv0 16))) (= d729 (_ bv1 16))) d728 d722))
;; <- success
(assert (= d732 (_ bv2 16)))
;; <- success
(assert (= d705 (_ bv1 16)))
;; <- success
(assert (= d703 (_ bv1 16)))
;; <- success
(assert (= d736 (_ bv1 16)))
;; <- success
(assert (= d733 (_ bv0 16)))
;; <- success
(assert (= d734 (_ bv7 16)))
;; <- success
(assert (= d704 (_ bv1 16)))
;; <- success
(assert (= d735 (_ bv7 16)))
;; <- success
(assert (= d737 (_ bv0 16)))
;; <- success
(define-fun d738 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d703 (ite (= h5_x (_ bv1 16)) d704 d705)))
;; <- success
(define-fun d739 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d703 (ite (= h5_y (_ bv1 16)) d704 (ite (= h5_y (_ bv2 16)) d705 (_ bv0 16)))))
;; <- success
(define-fun d740 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d732 (ite (= h5_x (_ bv1 16)) d733 (ite (= h5_x (_ bv2 16)) d734 (ite (= h5_x (_ bv3 16)) d735 d736)))))
;; <- success
(define-fun d741 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d732 (ite (= h5_y (_ bv1 16)) d733 (ite (= h5_y (_ bv2 16)) d734 (ite (= h5_y (_ bv3 16)) d735 (ite (= h5_y (_ bv4 16)) d736 (ite (= h5_y (_ bv5 16)) (_ bv65535 16) (ite (= h5_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d742 () Bool (ite (not s5) (bvslt d736 d732) d672))
;; <- success
(define-fun d743 () Bool (ite s5 (ite h5_ptr (ite (= h5_op (_ bv0 16)) (= d738 d739) (distinct d738 d739)) (ite (= h5_op (_ bv0 16)) (= d740 d741) (ite (= h5_op (_ bv1 16)) (distinct d740 d741) (ite (= h5_op (_ bv2 16)) (bvslt d740 d741) (ite (= h5_op (_ bv3 16)) (bvsle d740 d741) (ite (= h5_op (_ bv4 16)) (bvsgt d740 d741) (bvsge d740 d741))))))) d742))
;; <- success
(assert d743)
;; <- success
(define-fun d744 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d703 (ite (= g7_x (_ bv1 16)) d704 (_ bv2 16))))
;; <- success
(define-fun d745 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d703 (ite (= g7_y (_ bv1 16)) d704 (ite (= g7_y (_ bv2 16)) (_ bv2 16) (_ bv0 16)))))
;; <- success
(define-fun d746 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d732 (ite (= g7_x (_ bv1 16)) d733 (ite (= g7_x (_ bv2 16)) d734 (ite (= g7_x (_ bv3 16)) d735 d736)))))
;; <- success
(define-fun d747 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d732 (ite (= g7_y (_ bv1 16)) d733 (ite (= g7_y (_ bv2 16)) d734 (ite (= g7_y (_ bv3 16)) d735 (ite (= g7_y (_ bv4 16)) d736 (ite (= g7_y (_ bv5 16)) (_ bv65535 16) (ite (= g7_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d748 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op (_ bv0 16)) (= d744 d745) (distinct d744 d745)) (ite (= g7_op (_ bv0 16)) (= d746 d747) (ite (= g7_op (_ bv1 16)) (distinct d746 d747) (ite (= g7_op (_ bv2 16)) (bvslt d746 d747) (ite (= g7_op (_ bv3 16)) (bvsle d746 d747) (ite (= g7_op (_ bv4 16)) (bvsgt d746 d747) (bvsge d746 d747)))))))) true))
;; <- success
(define-fun d749 () (_ BitVec 16) (ite (= h7_rhs (_ bv0 16)) d732 (ite (= h7_rhs (_ bv1 16)) d733 (ite (= h7_rhs (_ bv2 16)) d734 (ite (= h7_rhs (_ bv3 16)) d735 (ite (= h7_rhs (_ bv4 16)) d736 (ite (= h7_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h7_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d750 () (_ BitVec 16) (ite (= h7_base (_ bv0 16)) d703 (ite (= h7_base (_ bv1 16)) d704 (_ bv2 16))))
;; <- success
(define-fun d751 () (_ BitVec 16) (ite (= h7_k (_ bv0 16)) d749 (ite (= h7_k (_ bv3 16)) (bvadd d749 (ite (= h7_add (_ bv0 16)) (_ bv65535 16) (ite (= h7_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d750 (_ bv1 16)) d737 (_ bv39321 16)))))
;; <- success
(assert (=> (and d748 (not s7)) true))
;; <- success
(assert (=> (and (and d748 s7) (or (= h7_k (_ bv1 16)) (= h7_k (_ bv2 16)) (= h7_k (_ bv5 16)))) (and (= h7_fld (_ bv0 16)) (or (= d750 (_ bv1 16)) (= d750 (_ bv2 16))))))
;; <- success
(define-fun d752 () (_ BitVec 16) (ite (and (and d748 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv0 16))) d751 d732))
;; <- success
(define-fun d753 () (_ BitVec 16) (ite (and (and d748 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv1 16))) d751 d733))
;; <- success
(define-fun d754 () (_ BitVec 16) (ite (and (and d748 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv2 16))) d751 d734))
;; <- success
(define-fun d755 () (_ BitVec 16) (ite (and (and d748 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv3 16))) d751 d735))
;; <- success
(define-fun d756 () (_ BitVec 16) (ite (and (and d748 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv4 16))) d751 d736))
;; <- success
(define-fun d757 () (_ BitVec 16) (ite (and d748 (not s7)) d735 (_ bv39321 16)))
;; <- success
(define-fun d758 () Bool (and (and d748 s7) (= h7_k (_ bv2 16)) (= h7_fld (_ bv0 16))))
;; <- success
(define-fun d759 () (_ BitVec 16) (ite (and d758 (= d750 (_ bv1 16))) d749 d737))
;; <- success
(define-fun d760 () (_ BitVec 16) (ite (and d758 (= d750 (_ bv2 16))) d749 d757))
;; <- success
(define-fun d761 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d703 (ite (= h8_x (_ bv1 16)) d704 (_ bv2 16))))
;; <- success
(define-fun d762 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d703 (ite (= h8_y (_ bv1 16)) d704 (ite (= h8_y (_ bv2 16)) (_ bv2 16) (_ bv0 16)))))
;; <- success
(define-fun d763 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d752 (ite (= h8_x (_ bv1 16)) d753 (ite (= h8_x (_ bv2 16)) d754 (ite (= h8_x (_ bv3 16)) d755 d756)))))
;; <- success
(define-fun d764 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d752 (ite (= h8_y (_ bv1 16)) d753 (ite (= h8_y (_ bv2 16)) d754 (ite (= h8_y (_ bv3 16)) d755 (ite (= h8_y (_ bv4 16)) d756 (ite (= h8_y (_ bv5 16)) (_ bv65535 16) (ite (= h8_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d765 () Bool (ite (not s8) (= d703 (_ bv0 16)) d693))
;; <- success
(define-fun d766 () Bool (ite s8 (ite h8_ptr (ite (= h8_op (_ bv0 16)) (= d761 d762) (distinct d761 d762)) (ite (= h8_op (_ bv0 16)) (= d763 d764) (ite (= h8_op (_ bv1 16)) (distinct d763 d764) (ite (= h8_op (_ bv2 16)) (bvslt d763 d764) (ite (= h8_op (_ bv3 16)) (bvsle d763 d764) (ite (= h8_op (_ bv4 16)) (bvsgt d763 d764) (bvsge d763 d764))))))) d765))
;; <- success
(assert (not d766))
;; <- success
(define-fun d767 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d703 (ite (= g10_x (_ bv1 16)) d704 (_ bv2 16))))
;; <- success
(define-fun d768 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d703 (ite (= g10_y (_ bv1 16)) d704 (ite (= g10_y (_ bv2 16)) (_ bv2 16) (_ bv0 16)))))
;; <- success
(define-fun d769 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d752 (ite (= g10_x (_ bv1 16)) d753 (ite (= g10_x (_ bv2 16)) d754 (ite (= g10_x (_ bv3 16)) d755 d756)))))
;; <- success
(define-fun d770 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d752 (ite (= g10_y (_ bv1 16)) d753 (ite (= g10_y (_ bv2 16)) d754 (ite (= g10_y (_ bv3 16)) d755 (ite (= g10_y (_ bv4 16)) d756 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d771 () Bool (ite r10 (ite g10_del false (and (not d766) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d767 d768) (distinct d767 d768)) (ite (= g10_op (_ bv0 16)) (= d769 d770) (ite (= g10_op (_ bv1 16)) (distinct d769 d770) (ite (= g10_op (_ bv2 16)) (bvslt d769 d770) (ite (= g10_op (_ bv3 16)) (bvsle d769 d770) (ite (= g10_op (_ bv4 16)) (bvsgt d769 d770) (bvsge d769 d770))))))))) (not d766)))
;; <- success
(define-fun d772 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d703 (ite (= h10_rhs (_ bv1 16)) d704 (ite (= h10_rhs (_ bv2 16)) (_ bv2 16) (_ bv0 16)))))
;; <- success
(define-fun d773 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d703 (ite (= h10_base (_ bv1 16)) d704 (_ bv2 16))))
;; <- success
(define-fun d774 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d772 (ite (= d773 (_ bv1 16)) d706 (_ bv65535 16))))
;; <- success
(assert (=> (and d771 (not s10)) (= d703 (_ bv1 16))))
;; <- success
(assert (=> (and (and d771 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d773 (_ bv1 16)) (= d773 (_ bv2 16))))))
;; <- success
(define-fun d775 () (_ BitVec 16) (ite (and (and d771 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d774 d703))
;; <- success
(define-fun d776 () (_ BitVec 16) (ite (and (and d771 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d774 d704))
;; <- success
(define-fun d777 () (_ BitVec 16) (ite (and (and d771 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d774 (_ bv2 16)))
;; <- success
(define-fun d778 () (_ BitVec 16) (ite (and (and d771 (not s10)) (= d703 (_ bv1 16))) (_ bv2 16) d706))
;; <- success
(define-fun d779 () Bool (and (and d771 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d780 () (_ BitVec 16) (ite (and d779 (= d773 (_ bv1 16))) d772 d778))
;; <- success
(define-fun d781 () (_ BitVec 16) (ite (and d779 (= d773 (_ bv2 16))) d772 (_ bv65535 16)))
;; <- success
(define-fun d782 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d775 (ite (= g11_x (_ bv1 16)) d776 d777)))
;; <- success
(define-fun d783 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d775 (ite (= g11_y (_ bv1 16)) d776 (ite (= g11_y (_ bv2 16)) d777 (_ bv0 16)))))
;; <- success
(define-fun d784 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d752 (ite (= g11_x (_ bv1 16)) d753 (ite (= g11_x (_ bv2 16)) d754 (ite (= g11_x (_ bv3 16)) d755 d756)))))
;; <- success
(define-fun d785 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d752 (ite (= g11_y (_ bv1 16)) d753 (ite (= g11_y (_ bv2 16)) d754 (ite (= g11_y (_ bv3 16)) d755 (ite (= g11_y (_ bv4 16)) d756 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d786 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d782 d783) (distinct d782 d783)) (ite (= g11_op (_ bv0 16)) (= d784 d785) (ite (= g11_op (_ bv1 16)) (distinct d784 d785) (ite (= g11_op (_ bv2 16)) (bvslt d784 d785) (ite (= g11_op (_ bv3 16)) (bvsle d784 d785) (ite (= g11_op (_ bv4 16)) (bvsgt d784 d785) (bvsge d784 d785)))))))) true))
;; <- success
(define-fun d787 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d752 (ite (= h11_rhs (_ bv1 16)) d753 (ite (= h11_rhs (_ bv2 16)) d754 (ite (= h11_rhs (_ bv3 16)) d755 (ite (= h11_rhs (_ bv4 16)) d756 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d788 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d775 (ite (= h11_base (_ bv1 16)) d776 d777)))
;; <- success
(define-fun d789 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d752 d754) (ite (= h11_to (_ bv1 16)) (bvadd d753 d754) (ite (= h11_to (_ bv2 16)) (bvadd d754 d754) (ite (= h11_to (_ bv3 16)) (bvadd d755 d754) (bvadd d756 d754))))) (ite (= h11_to (_ bv0 16)) (bvadd d755 d752) (ite (= h11_to (_ bv1 16)) (bvadd d755 d753) (ite (= h11_to (_ bv2 16)) (bvadd d755 d754) (ite (= h11_to (_ bv3 16)) (bvadd d755 d755) (bvadd d755 d756)))))))
;; <- success
(define-fun d790 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d789 (ite (= h11_k (_ bv5 16)) (bvadd d755 d754) (ite (= h11_k (_ bv0 16)) d787 (ite (= h11_k (_ bv3 16)) (bvadd d787 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d788 (_ bv1 16)) d759 d760))))))
;; <- success
(assert (=> (and (and d786 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d788 (_ bv1 16)) (= d788 (_ bv2 16))))))
;; <- success
(define-fun d791 () (_ BitVec 16) (ite (and d786 (not s11)) (bvadd d755 d754) d754))
;; <- success
(define-fun d792 () (_ BitVec 16) (ite (and (and d786 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d790 d752))
;; <- success
(define-fun d793 () (_ BitVec 16) (ite (and (and d786 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d790 d753))
;; <- success
(define-fun d794 () (_ BitVec 16) (ite (and (and d786 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d790 d791))
;; <- success
(define-fun d795 () (_ BitVec 16) (ite (and (and d786 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d790 d755))
;; <- success
(define-fun d796 () (_ BitVec 16) (ite (and (and d786 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d790 d756))
;; <- success
(define-fun d797 () Bool (and (and d786 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d798 () (_ BitVec 16) (ite (and d797 (= d788 (_ bv1 16))) d787 d759))
;; <- success
(define-fun d799 () (_ BitVec 16) (ite (and d797 (= d788 (_ bv2 16))) d787 d760))
;; <- success
(define-fun d800 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d775 (ite (= g12_x (_ bv1 16)) d776 d777)))
;; <- success
(define-fun d801 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d775 (ite (= g12_y (_ bv1 16)) d776 (ite (= g12_y (_ bv2 16)) d777 (_ bv0 16)))))
;; <- success
(define-fun d802 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d792 (ite (= g12_x (_ bv1 16)) d793 (ite (= g12_x (_ bv2 16)) d794 (ite (= g12_x (_ bv3 16)) d795 d796)))))
;; <- success
(define-fun d803 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d792 (ite (= g12_y (_ bv1 16)) d793 (ite (= g12_y (_ bv2 16)) d794 (ite (= g12_y (_ bv3 16)) d795 (ite (= g12_y (_ bv4 16)) d796 (ite (= g12_y (_ bv5 16)) (_ bv65535 16) (ite (= g12_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d804 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op (_ bv0 16)) (= d800 d801) (distinct d800 d801)) (ite (= g12_op (_ bv0 16)) (= d802 d803) (ite (= g12_op (_ bv1 16)) (distinct d802 d803) (ite (= g12_op (_ bv2 16)) (bvslt d802 d803) (ite (= g12_op (_ bv3 16)) (bvsle d802 d803) (ite (= g12_op (_ bv4 16)) (bvsgt d802 d803) (bvsge d802 d803)))))))) true))
;; <- success
(define-fun d805 () (_ BitVec 16) (ite (= h12_rhs (_ bv0 16)) d792 (ite (= h12_rhs (_ bv1 16)) d793 (ite (= h12_rhs (_ bv2 16)) d794 (ite (= h12_rhs (_ bv3 16)) d795 (ite (= h12_rhs (_ bv4 16)) d796 (ite (= h12_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h12_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d806 () (_ BitVec 16) (ite (= h12_base (_ bv0 16)) d775 (ite (= h12_base (_ bv1 16)) d776 d777)))
;; <- success
(define-fun d807 () (_ BitVec 16) (ite (= h12_k (_ bv5 16)) (bvadd d796 (_ bv1 16)) (ite (= h12_k (_ bv0 16)) d805 (ite (= h12_k (_ bv3 16)) (bvadd d805 (ite (= h12_add (_ bv0 16)) (_ bv65535 16) (ite (= h12_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d806 (_ bv1 16)) d798 d799)))))
;; <- success
(assert (=> (and (and d804 s12) (or (= h12_k (_ bv1 16)) (= h12_k (_ bv2 16)))) (and (= h12_fld (_ bv0 16)) (or (= d806 (_ bv1 16)) (= d806 (_ bv2 16))))))
;; <- success
(define-fun d808 () (_ BitVec 16) (ite (and d804 (not s12)) (bvadd d796 (_ bv1 16)) d796))
;; <- success
(define-fun d809 () (_ BitVec 16) (ite (and (and d804 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv0 16))) d807 d792))
;; <- success
(define-fun d810 () (_ BitVec 16) (ite (and (and d804 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv1 16))) d807 d793))
;; <- success
(define-fun d811 () (_ BitVec 16) (ite (and (and d804 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv2 16))) d807 d794))
;; <- success
(define-fun d812 () (_ BitVec 16) (ite (and (and d804 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv3 16))) d807 d795))
;; <- success
(define-fun d813 () (_ BitVec 16) (ite (and (and d804 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv4 16))) d807 d808))
;; <- success
(define-fun d814 () Bool (and (and d804 s12) (= h12_k (_ bv2 16)) (= h12_fld (_ bv0 16))))
;; <- success
(define-fun d815 () (_ BitVec 16) (ite (and d814 (= d806 (_ bv1 16))) d805 d798))
;; <- success
(define-fun d816 () (_ BitVec 16) (ite (and d814 (= d806 (_ bv2 16))) d805 d799))
;; <- success
(assert (= d809 (_ bv2 16)))
;; <- success
(assert (= d777 (_ bv2 16)))
;; <- success
(assert (= d775 (_ bv1 16)))
;; <- success
(assert (= d813 (_ bv2 16)))
;; <- success
(assert (= d810 (_ bv0 16)))
;; <- success
(assert (= d811 (_ bv7 16)))
;; <- success
(assert (= d776 (_ bv2 16)))
;; <- success
(assert (= d812 (_ bv14 16)))
;; <- success
(assert (= d815 (_ bv0 16)))
;; <- success
(assert (= d780 (_ bv2 16)))
;; <- success
(assert (= d816 (_ bv7 16)))
;; <- success
(define-fun d817 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d775 (ite (= h5_x (_ bv1 16)) d776 d777)))
;; <- success
(define-fun d818 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d775 (ite (= h5_y (_ bv1 16)) d776 (ite (= h5_y (_ bv2 16)) d777 (_ bv0 16)))))
;; <- success
(define-fun d819 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d809 (ite (= h5_x (_ bv1 16)) d810 (ite (= h5_x (_ bv2 16)) d811 (ite (= h5_x (_ bv3 16)) d812 d813)))))
;; <- success
(define-fun d820 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d809 (ite (= h5_y (_ bv1 16)) d810 (ite (= h5_y (_ bv2 16)) d811 (ite (= h5_y (_ bv3 16)) d812 (ite (= h5_y (_ bv4 16)) d813 (ite (= h5_y (_ bv5 16)) (_ bv65535 16) (ite (= h5_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d821 () Bool (ite (not s5) (bvslt d813 d809) d743))
;; <- success
(define-fun d822 () Bool (ite s5 (ite h5_ptr (ite (= h5_op (_ bv0 16)) (= d817 d818) (distinct d817 d818)) (ite (= h5_op (_ bv0 16)) (= d819 d820) (ite (= h5_op (_ bv1 16)) (distinct d819 d820) (ite (= h5_op (_ bv2 16)) (bvslt d819 d820) (ite (= h5_op (_ bv3 16)) (bvsle d819 d820) (ite (= h5_op (_ bv4 16)) (bvsgt d819 d820) (bvsge d819 d820))))))) d821))
;; <- success
(assert (not d822))
;; <- success
(define-fun d823 () (_ BitVec 16) (ite (= h13_x (_ bv0 16)) d775 (ite (= h13_x (_ bv1 16)) d776 d777)))
;; <- success
(define-fun d824 () (_ BitVec 16) (ite (= h13_y (_ bv0 16)) d775 (ite (= h13_y (_ bv1 16)) d776 (ite (= h13_y (_ bv2 16)) d777 (_ bv0 16)))))
;; <- success
(define-fun d825 () (_ BitVec 16) (ite (= h13_x (_ bv0 16)) d809 (ite (= h13_x (_ bv1 16)) d810 (ite (= h13_x (_ bv2 16)) d811 (ite (= h13_x (_ bv3 16)) d812 d813)))))
;; <- success
(define-fun d826 () (_ BitVec 16) (ite (= h13_y (_ bv0 16)) d809 (ite (= h13_y (_ bv1 16)) d810 (ite (= h13_y (_ bv2 16)) d811 (ite (= h13_y (_ bv3 16)) d812 (ite (= h13_y (_ bv4 16)) d813 (ite (= h13_y (_ bv5 16)) (_ bv65535 16) (ite (= h13_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d827 () Bool (ite (not s13) (not (= d776 (_ bv0 16))) u640))
;; <- success
(define-fun d828 () Bool (ite s13 (ite h13_ptr (ite (= h13_op (_ bv0 16)) (= d823 d824) (distinct d823 d824)) (ite (= h13_op (_ bv0 16)) (= d825 d826) (ite (= h13_op (_ bv1 16)) (distinct d825 d826) (ite (= h13_op (_ bv2 16)) (bvslt d825 d826) (ite (= h13_op (_ bv3 16)) (bvsle d825 d826) (ite (= h13_op (_ bv4 16)) (bvsgt d825 d826) (bvsge d825 d826))))))) d827))
;; <- success
(assert d828)
;; <- success
(define-fun d829 () (_ BitVec 16) (ite (= g14_x (_ bv0 16)) d775 (ite (= g14_x (_ bv1 16)) d776 d777)))
;; <- success
(define-fun d830 () (_ BitVec 16) (ite (= g14_y (_ bv0 16)) d775 (ite (= g14_y (_ bv1 16)) d776 (ite (= g14_y (_ bv2 16)) d777 (_ bv0 16)))))
;; <- success
(define-fun d831 () (_ BitVec 16) (ite (= g14_x (_ bv0 16)) d809 (ite (= g14_x (_ bv1 16)) d810 (ite (= g14_x (_ bv2 16)) d811 (ite (= g14_x (_ bv3 16)) d812 d813)))))
;; <- success
(define-fun d832 () (_ BitVec 16) (ite (= g14_y (_ bv0 16)) d809 (ite (= g14_y (_ bv1 16)) d810 (ite (= g14_y (_ bv2 16)) d811 (ite (= g14_y (_ bv3 16)) d812 (ite (= g14_y (_ bv4 16)) d813 (ite (= g14_y (_ bv5 16)) (_ bv65535 16) (ite (= g14_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d833 () Bool (ite r14 (ite g14_del false (and d828 (ite g14_ptr (ite (= g14_op (_ bv0 16)) (= d829 d830) (distinct d829 d830)) (ite (= g14_op (_ bv0 16)) (= d831 d832) (ite (= g14_op (_ bv1 16)) (distinct d831 d832) (ite (= g14_op (_ bv2 16)) (bvslt d831 d832) (ite (= g14_op (_ bv3 16)) (bvsle d831 d832) (ite (= g14_op (_ bv4 16)) (bvsgt d831 d832) (bvsge d831 d832))))))))) d828))
;; <- success
(define-fun d834 () (_ BitVec 16) (ite (= h14_rhs (_ bv0 16)) d775 (ite (= h14_rhs (_ bv1 16)) d776 (ite (= h14_rhs (_ bv2 16)) d777 (_ bv0 16)))))
;; <- success
(define-fun d835 () (_ BitVec 16) (ite (= h14_base (_ bv0 16)) d775 (ite (= h14_base (_ bv1 16)) d776 d777)))
;; <- success
(define-fun d836 () (_ BitVec 16) (ite (= h14_k (_ bv0 16)) d834 (ite (= d835 (_ bv1 16)) d780 d781)))
;; <- success
(assert (=> (and d833 (not s14)) (or (= d776 (_ bv1 16)) (= d776 (_ bv2 16)))))
;; <- success
(assert (=> (and (and d833 s14) (or (= h14_k (_ bv1 16)) (= h14_k (_ bv2 16)) (= h14_k (_ bv5 16)))) (and (= h14_fld (_ bv0 16)) (or (= d835 (_ bv1 16)) (= d835 (_ bv2 16))))))
;; <- success
(define-fun d837 () (_ BitVec 16) (ite (and (and d833 s14) (not (or (= h14_k (_ bv2 16)) (= h14_k (_ bv7 16)) (= h14_k (_ bv5 16)))) (= h14_lhs (_ bv0 16))) d836 d775))
;; <- success
(define-fun d838 () (_ BitVec 16) (ite (and (and d833 s14) (not (or (= h14_k (_ bv2 16)) (= h14_k (_ bv7 16)) (= h14_k (_ bv5 16)))) (= h14_lhs (_ bv1 16))) d836 d776))
;; <- success
(define-fun d839 () (_ BitVec 16) (ite (and (and d833 s14) (not (or (= h14_k (_ bv2 16)) (= h14_k (_ bv7 16)) (= h14_k (_ bv5 16)))) (= h14_lhs (_ bv2 16))) d836 d777))
;; <- success
(define-fun d840 () Bool (and d833 (not s14)))
;; <- success
(define-fun d841 () (_ BitVec 16) (ite (and d840 (= d776 (_ bv1 16))) d775 d780))
;; <- success
(define-fun d842 () (_ BitVec 16) (ite (and d840 (= d776 (_ bv2 16))) d775 d781))
;; <- success
(define-fun d843 () Bool (and (and d833 s14) (= h14_k (_ bv2 16)) (= h14_fld (_ bv0 16))))
;; <- success
(define-fun d844 () (_ BitVec 16) (ite (and d843 (= d835 (_ bv1 16))) d834 d841))
;; <- success
(define-fun d845 () (_ BitVec 16) (ite (and d843 (= d835 (_ bv2 16))) d834 d842))
;; <- success
(define-fun d846 () (_ BitVec 16) (ite (= h15_rhs (_ bv0 16)) d837 (ite (= h15_rhs (_ bv1 16)) d838 (ite (= h15_rhs (_ bv2 16)) d839 (_ bv0 16)))))
;; <- success
(define-fun d847 () (_ BitVec 16) (ite (= h15_base (_ bv0 16)) d837 (ite (= h15_base (_ bv1 16)) d838 d839)))
;; <- success
(define-fun d848 () (_ BitVec 16) (ite (= h15_k (_ bv0 16)) d846 (ite (= d847 (_ bv1 16)) d844 d845)))
;; <- success
(assert (=> (and s15 (or (= h15_k (_ bv1 16)) (= h15_k (_ bv2 16)))) (and (= h15_fld (_ bv0 16)) (or (= d847 (_ bv1 16)) (= d847 (_ bv2 16))))))
;; <- success
(define-fun d849 () (_ BitVec 16) (ite (not s15) d837 u641))
;; <- success
(define-fun d850 () (_ BitVec 16) (ite (and s15 (not (or (= h15_k (_ bv2 16)) (= h15_k (_ bv7 16))))) d848 d849))
;; <- success
(assert (= d809 (_ bv2 16)))
;; <- success
(assert (= d839 (_ bv2 16)))
;; <- success
(assert (= d837 (_ bv1 16)))
;; <- success
(assert (= d813 (_ bv2 16)))
;; <- success
(assert (= d850 (_ bv1 16)))
;; <- success
(assert (= d810 (_ bv0 16)))
;; <- success
(assert (= d811 (_ bv7 16)))
;; <- success
(assert (= d838 (_ bv2 16)))
;; <- success
(assert (= d812 (_ bv14 16)))
;; <- success
(assert (= d815 (_ bv0 16)))
;; <- success
(assert (= d844 (_ bv2 16)))
;; <- success
(assert (= d816 (_ bv7 16)))
;; <- success
(assert (= d845 (_ bv1 16)))
;; <- success
(declare-const u851 Bool)
;; <- success
(declare-const u852 Bool)
;; <- success
(declare-const u853 Bool)
;; <- success
(declare-const u854 (_ BitVec 16))
;; <- success
(define-fun d855 () (_ BitVec 16) (ite (= h0_rhs (_ bv0 16)) (_ bv65535 16) (ite (= h0_rhs (_ bv1 16)) (_ bv65535 16) (ite (= h0_rhs (_ bv2 16)) (_ bv65535 16) (_ bv0 16)))))
;; <- success
(define-fun d856 () (_ BitVec 16) (_ bv65535 16))
;; <- success
(define-fun d857 () (_ BitVec 16) (ite (= h0_k (_ bv0 16)) d855 (_ bv0 16)))
;; <- success
(assert (=> (and s0 (or (= h0_k (_ bv1 16)) (= h0_k (_ bv2 16)))) false))
;; <- success
(define-fun d858 () (_ BitVec 16) (ite (not s0) (_ bv0 16) (_ bv65535 16)))
;; <- success
(define-fun d859 () (_ BitVec 16) (ite (and s0 (not (or (= h0_k (_ bv2 16)) (= h0_k (_ bv7 16)))) (= h0_lhs (_ bv0 16))) d857 d858))
;; <- success
(define-fun d860 () (_ BitVec 16) (ite (= h1_rhs (_ bv0 16)) d859 (ite (= h1_rhs (_ bv1 16)) (_ bv65535 16) (ite (= h1_rhs (_ bv2 16)) (_ bv65535 16) (_ bv0 16)))))
;; <- success
(define-fun d861 () (_ BitVec 16) (ite (= h1_base (_ bv0 16)) d859 (_ bv65535 16)))
;; <- success
(define-fun d862 () (_ BitVec 16) (ite (= h1_k (_ bv0 16)) d860 (_ bv0 16)))
;; <- success
(assert (=> (and s1 (or (= h1_k (_ bv1 16)) (= h1_k (_ bv2 16)))) false))
;; <- success
(define-fun d863 () (_ BitVec 16) (ite (not s1) (_ bv0 16) (_ bv65535 16)))
;; <- success
(define-fun d864 () (_ BitVec 16) (ite (and s1 (not (or (= h1_k (_ bv2 16)) (= h1_k (_ bv7 16)))) (= h1_lhs (_ bv1 16))) d862 d863))
;; <- success
(define-fun d865 () (_ BitVec 16) (ite (= h2_rhs (_ bv0 16)) d859 (ite (= h2_rhs (_ bv1 16)) d864 (ite (= h2_rhs (_ bv2 16)) (_ bv65535 16) (_ bv0 16)))))
;; <- success
(define-fun d866 () (_ BitVec 16) (ite (= h2_base (_ bv0 16)) d859 (ite (= h2_base (_ bv1 16)) d864 (_ bv65535 16))))
;; <- success
(define-fun d867 () (_ BitVec 16) (ite (= h2_k (_ bv0 16)) d865 (_ bv0 16)))
;; <- success
(assert (=> (and s2 (or (= h2_k (_ bv1 16)) (= h2_k (_ bv2 16)))) false))
;; <- success
(define-fun d868 () (_ BitVec 16) (ite (not s2) (_ bv0 16) (_ bv65535 16)))
;; <- success
(define-fun d869 () (_ BitVec 16) (ite (and s2 (not (or (= h2_k (_ bv2 16)) (= h2_k (_ bv7 16)))) (= h2_lhs (_ bv2 16))) d867 d868))
;; <- success
(define-fun d870 () (_ BitVec 16) (ite (= h3_rhs (_ bv0 16)) (_ bv1 16) (ite (= h3_rhs (_ bv1 16)) (_ bv5 16) (ite (= h3_rhs (_ bv2 16)) (_ bv3 16) (ite (= h3_rhs (_ bv3 16)) (_ bv39321 16) (ite (= h3_rhs (_ bv4 16)) (_ bv39321 16) (ite (= h3_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h3_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d871 () (_ BitVec 16) (ite (= h3_base (_ bv0 16)) d859 (ite (= h3_base (_ bv1 16)) d864 d869)))
;; <- success
(define-fun d872 () (_ BitVec 16) (ite (= h3_k (_ bv0 16)) d870 (ite (= h3_k (_ bv3 16)) (bvadd d870 (ite (= h3_add (_ bv0 16)) (_ bv65535 16) (ite (= h3_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv0 16))))
;; <- success
(assert (=> (and s3 (or (= h3_k (_ bv1 16)) (= h3_k (_ bv2 16)))) false))
;; <- success
(define-fun d873 () (_ BitVec 16) (ite (not s3) (_ bv5 16) (_ bv39321 16)))
;; <- success
(define-fun d874 () (_ BitVec 16) (ite (and s3 (not (or (= h3_k (_ bv2 16)) (= h3_k (_ bv7 16)))) (= h3_lhs (_ bv3 16))) d872 d873))
;; <- success
(define-fun d875 () (_ BitVec 16) (ite (= h4_rhs (_ bv0 16)) (_ bv1 16) (ite (= h4_rhs (_ bv1 16)) (_ bv5 16) (ite (= h4_rhs (_ bv2 16)) (_ bv3 16) (ite (= h4_rhs (_ bv3 16)) d874 (ite (= h4_rhs (_ bv4 16)) (_ bv39321 16) (ite (= h4_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h4_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d876 () (_ BitVec 16) (ite (= h4_base (_ bv0 16)) d859 (ite (= h4_base (_ bv1 16)) d864 d869)))
;; <- success
(define-fun d877 () (_ BitVec 16) (ite (= h4_k (_ bv0 16)) d875 (ite (= h4_k (_ bv3 16)) (bvadd d875 (ite (= h4_add (_ bv0 16)) (_ bv65535 16) (ite (= h4_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv0 16))))
;; <- success
(assert (=> (and s4 (or (= h4_k (_ bv1 16)) (= h4_k (_ bv2 16)))) false))
;; <- success
(define-fun d878 () (_ BitVec 16) (ite (not s4) (_ bv0 16) (_ bv39321 16)))
;; <- success
(define-fun d879 () (_ BitVec 16) (ite (and s4 (not (or (= h4_k (_ bv2 16)) (= h4_k (_ bv7 16)))) (= h4_lhs (_ bv4 16))) d877 d878))
;; <- success
(assert true)
;; <- success
(assert (= d869 (_ bv0 16)))
;; <- success
(assert (= d859 (_ bv0 16)))
;; <- success
(assert (= d879 (_ bv0 16)))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert (= d864 (_ bv0 16)))
;; <- success
(assert (= d874 (_ bv5 16)))
;; <- success
(define-fun d880 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d859 (ite (= h5_x (_ bv1 16)) d864 d869)))
;; <- success
(define-fun d881 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d859 (ite (= h5_y (_ bv1 16)) d864 (ite (= h5_y (_ bv2 16)) d869 (_ bv0 16)))))
;; <- success
(define-fun d882 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) (_ bv1 16) (ite (= h5_x (_ bv1 16)) (_ bv5 16) (ite (= h5_x (_ bv2 16)) (_ bv3 16) (ite (= h5_x (_ bv3 16)) d874 d879)))))
;; <- success
(define-fun d883 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) (_ bv1 16) (ite (= h5_y (_ bv1 16)) (_ bv5 16) (ite (= h5_y (_ bv2 16)) (_ bv3 16) (ite (= h5_y (_ bv3 16)) d874 (ite (= h5_y (_ bv4 16)) d879 (ite (= h5_y (_ bv5 16)) (_ bv65535 16) (ite (= h5_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d884 () Bool (ite (not s5) (bvslt d879 (_ bv1 16)) u851))
;; <- success
(define-fun d885 () Bool (ite s5 (ite h5_ptr (ite (= h5_op (_ bv0 16)) (= d880 d881) (distinct d880 d881)) (ite (= h5_op (_ bv0 16)) (= d882 d883) (ite (= h5_op (_ bv1 16)) (distinct d882 d883) (ite (= h5_op (_ bv2 16)) (bvslt d882 d883) (ite (= h5_op (_ bv3 16)) (bvsle d882 d883) (ite (= h5_op (_ bv4 16)) (bvsgt d882 d883) (bvsge d882 d883))))))) d884))
;; <- success
(assert d885)
;; <- success
(define-fun d886 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) d859 (ite (= g7_x (_ bv1 16)) d864 (_ bv1 16))))
;; <- success
(define-fun d887 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) d859 (ite (= g7_y (_ bv1 16)) d864 (ite (= g7_y (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d888 () (_ BitVec 16) (ite (= g7_x (_ bv0 16)) (_ bv1 16) (ite (= g7_x (_ bv1 16)) (_ bv5 16) (ite (= g7_x (_ bv2 16)) (_ bv3 16) (ite (= g7_x (_ bv3 16)) d874 d879)))))
;; <- success
(define-fun d889 () (_ BitVec 16) (ite (= g7_y (_ bv0 16)) (_ bv1 16) (ite (= g7_y (_ bv1 16)) (_ bv5 16) (ite (= g7_y (_ bv2 16)) (_ bv3 16) (ite (= g7_y (_ bv3 16)) d874 (ite (= g7_y (_ bv4 16)) d879 (ite (= g7_y (_ bv5 16)) (_ bv65535 16) (ite (= g7_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d890 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op (_ bv0 16)) (= d886 d887) (distinct d886 d887)) (ite (= g7_op (_ bv0 16)) (= d888 d889) (ite (= g7_op (_ bv1 16)) (distinct d888 d889) (ite (= g7_op (_ bv2 16)) (bvslt d888 d889) (ite (= g7_op (_ bv3 16)) (bvsle d888 d889) (ite (= g7_op (_ bv4 16)) (bvsgt d888 d889) (bvsge d888 d889)))))))) true))
;; <- success
(define-fun d891 () (_ BitVec 16) (ite (= h7_rhs (_ bv0 16)) (_ bv1 16) (ite (= h7_rhs (_ bv1 16)) (_ bv5 16) (ite (= h7_rhs (_ bv2 16)) (_ bv3 16) (ite (= h7_rhs (_ bv3 16)) d874 (ite (= h7_rhs (_ bv4 16)) d879 (ite (= h7_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h7_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d892 () (_ BitVec 16) (ite (= h7_base (_ bv0 16)) d859 (ite (= h7_base (_ bv1 16)) d864 (_ bv1 16))))
;; <- success
(define-fun d893 () (_ BitVec 16) (ite (= h7_k (_ bv0 16)) d891 (ite (= h7_k (_ bv3 16)) (bvadd d891 (ite (= h7_add (_ bv0 16)) (_ bv65535 16) (ite (= h7_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv39321 16))))
;; <- success
(assert (=> (and d890 (not s7)) true))
;; <- success
(assert (=> (and (and d890 s7) (or (= h7_k (_ bv1 16)) (= h7_k (_ bv2 16)) (= h7_k (_ bv5 16)))) (and (= h7_fld (_ bv0 16)) (= d892 (_ bv1 16)))))
;; <- success
(define-fun d894 () (_ BitVec 16) (ite (and (and d890 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv0 16))) d893 (_ bv1 16)))
;; <- success
(define-fun d895 () (_ BitVec 16) (ite (and (and d890 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv1 16))) d893 (_ bv5 16)))
;; <- success
(define-fun d896 () (_ BitVec 16) (ite (and (and d890 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv2 16))) d893 (_ bv3 16)))
;; <- success
(define-fun d897 () (_ BitVec 16) (ite (and (and d890 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv3 16))) d893 d874))
;; <- success
(define-fun d898 () (_ BitVec 16) (ite (and (and d890 s7) (not (or (= h7_k (_ bv2 16)) (= h7_k (_ bv7 16)) (= h7_k (_ bv5 16)))) (= h7_lhs (_ bv4 16))) d893 d879))
;; <- success
(define-fun d899 () (_ BitVec 16) (ite (and d890 (not s7)) d874 (_ bv39321 16)))
;; <- success
(define-fun d900 () (_ BitVec 16) (ite (and (and (and d890 s7) (= h7_k (_ bv2 16)) (= h7_fld (_ bv0 16))) (= d892 (_ bv1 16))) d891 d899))
;; <- success
(define-fun d901 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d859 (ite (= h8_x (_ bv1 16)) d864 (_ bv1 16))))
;; <- success
(define-fun d902 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d859 (ite (= h8_y (_ bv1 16)) d864 (ite (= h8_y (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d903 () (_ BitVec 16) (ite (= h8_x (_ bv0 16)) d894 (ite (= h8_x (_ bv1 16)) d895 (ite (= h8_x (_ bv2 16)) d896 (ite (= h8_x (_ bv3 16)) d897 d898)))))
;; <- success
(define-fun d904 () (_ BitVec 16) (ite (= h8_y (_ bv0 16)) d894 (ite (= h8_y (_ bv1 16)) d895 (ite (= h8_y (_ bv2 16)) d896 (ite (= h8_y (_ bv3 16)) d897 (ite (= h8_y (_ bv4 16)) d898 (ite (= h8_y (_ bv5 16)) (_ bv65535 16) (ite (= h8_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d905 () Bool (ite (not s8) (= d859 (_ bv0 16)) u852))
;; <- success
(define-fun d906 () Bool (ite s8 (ite h8_ptr (ite (= h8_op (_ bv0 16)) (= d901 d902) (distinct d901 d902)) (ite (= h8_op (_ bv0 16)) (= d903 d904) (ite (= h8_op (_ bv1 16)) (distinct d903 d904) (ite (= h8_op (_ bv2 16)) (bvslt d903 d904) (ite (= h8_op (_ bv3 16)) (bvsle d903 d904) (ite (= h8_op (_ bv4 16)) (bvsgt d903 d904) (bvsge d903 d904))))))) d905))
;; <- success
(assert d906)
;; <- success
(define-fun d907 () (_ BitVec 16) (ite (= g9_x (_ bv0 16)) d859 (ite (= g9_x (_ bv1 16)) d864 (_ bv1 16))))
;; <- success
(define-fun d908 () (_ BitVec 16) (ite (= g9_y (_ bv0 16)) d859 (ite (= g9_y (_ bv1 16)) d864 (ite (= g9_y (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d909 () (_ BitVec 16) (ite (= g9_x (_ bv0 16)) d894 (ite (= g9_x (_ bv1 16)) d895 (ite (= g9_x (_ bv2 16)) d896 (ite (= g9_x (_ bv3 16)) d897 d898)))))
;; <- success
(define-fun d910 () (_ BitVec 16) (ite (= g9_y (_ bv0 16)) d894 (ite (= g9_y (_ bv1 16)) d895 (ite (= g9_y (_ bv2 16)) d896 (ite (= g9_y (_ bv3 16)) d897 (ite (= g9_y (_ bv4 16)) d898 (ite (= g9_y (_ bv5 16)) (_ bv65535 16) (ite (= g9_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d911 () Bool (ite r9 (ite g9_del false (and d906 (ite g9_ptr (ite (= g9_op (_ bv0 16)) (= d907 d908) (distinct d907 d908)) (ite (= g9_op (_ bv0 16)) (= d909 d910) (ite (= g9_op (_ bv1 16)) (distinct d909 d910) (ite (= g9_op (_ bv2 16)) (bvslt d909 d910) (ite (= g9_op (_ bv3 16)) (bvsle d909 d910) (ite (= g9_op (_ bv4 16)) (bvsgt d909 d910) (bvsge d909 d910))))))))) d906))
;; <- success
(define-fun d912 () (_ BitVec 16) (ite (= h9_rhs (_ bv0 16)) d859 (ite (= h9_rhs (_ bv1 16)) d864 (ite (= h9_rhs (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d913 () (_ BitVec 16) (ite (= h9_base (_ bv0 16)) d859 (ite (= h9_base (_ bv1 16)) d864 (_ bv1 16))))
;; <- success
(define-fun d914 () (_ BitVec 16) (ite (= h9_k (_ bv0 16)) d912 (_ bv65535 16)))
;; <- success
(assert (=> (and (and d911 s9) (or (= h9_k (_ bv1 16)) (= h9_k (_ bv2 16)))) (and (= h9_fld (_ bv0 16)) (= d913 (_ bv1 16)))))
;; <- success
(define-fun d915 () (_ BitVec 16) (ite (and d911 (not s9)) (_ bv1 16) d859))
;; <- success
(define-fun d916 () (_ BitVec 16) (ite (and (and d911 s9) (not (or (= h9_k (_ bv2 16)) (= h9_k (_ bv7 16)))) (= h9_lhs (_ bv0 16))) d914 d915))
;; <- success
(define-fun d917 () (_ BitVec 16) (ite (and (and d911 s9) (not (or (= h9_k (_ bv2 16)) (= h9_k (_ bv7 16)))) (= h9_lhs (_ bv1 16))) d914 d864))
;; <- success
(define-fun d918 () (_ BitVec 16) (ite (and (and d911 s9) (not (or (= h9_k (_ bv2 16)) (= h9_k (_ bv7 16)))) (= h9_lhs (_ bv2 16))) d914 (_ bv1 16)))
;; <- success
(define-fun d919 () (_ BitVec 16) (ite (and (and (and d911 s9) (= h9_k (_ bv2 16)) (= h9_fld (_ bv0 16))) (= d913 (_ bv1 16))) d912 (_ bv65535 16)))
;; <- success
(define-fun d920 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d916 (ite (= g11_x (_ bv1 16)) d917 d918)))
;; <- success
(define-fun d921 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d916 (ite (= g11_y (_ bv1 16)) d917 (ite (= g11_y (_ bv2 16)) d918 (_ bv0 16)))))
;; <- success
(define-fun d922 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d894 (ite (= g11_x (_ bv1 16)) d895 (ite (= g11_x (_ bv2 16)) d896 (ite (= g11_x (_ bv3 16)) d897 d898)))))
;; <- success
(define-fun d923 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d894 (ite (= g11_y (_ bv1 16)) d895 (ite (= g11_y (_ bv2 16)) d896 (ite (= g11_y (_ bv3 16)) d897 (ite (= g11_y (_ bv4 16)) d898 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d924 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d920 d921) (distinct d920 d921)) (ite (= g11_op (_ bv0 16)) (= d922 d923) (ite (= g11_op (_ bv1 16)) (distinct d922 d923) (ite (= g11_op (_ bv2 16)) (bvslt d922 d923) (ite (= g11_op (_ bv3 16)) (bvsle d922 d923) (ite (= g11_op (_ bv4 16)) (bvsgt d922 d923) (bvsge d922 d923)))))))) true))
;; <- success
(define-fun d925 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d894 (ite (= h11_rhs (_ bv1 16)) d895 (ite (= h11_rhs (_ bv2 16)) d896 (ite (= h11_rhs (_ bv3 16)) d897 (ite (= h11_rhs (_ bv4 16)) d898 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d926 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d916 (ite (= h11_base (_ bv1 16)) d917 d918)))
;; <- success
(define-fun d927 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d894 d896) (ite (= h11_to (_ bv1 16)) (bvadd d895 d896) (ite (= h11_to (_ bv2 16)) (bvadd d896 d896) (ite (= h11_to (_ bv3 16)) (bvadd d897 d896) (bvadd d898 d896))))) (ite (= h11_to (_ bv0 16)) (bvadd d897 d894) (ite (= h11_to (_ bv1 16)) (bvadd d897 d895) (ite (= h11_to (_ bv2 16)) (bvadd d897 d896) (ite (= h11_to (_ bv3 16)) (bvadd d897 d897) (bvadd d897 d898)))))))
;; <- success
(define-fun d928 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d927 (ite (= h11_k (_ bv5 16)) (bvadd d897 d896) (ite (= h11_k (_ bv0 16)) d925 (ite (= h11_k (_ bv3 16)) (bvadd d925 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d900)))))
;; <- success
(assert (=> (and (and d924 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (= d926 (_ bv1 16)))))
;; <- success
(define-fun d929 () (_ BitVec 16) (ite (and d924 (not s11)) (bvadd d897 d896) d896))
;; <- success
(define-fun d930 () (_ BitVec 16) (ite (and (and d924 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d928 d894))
;; <- success
(define-fun d931 () (_ BitVec 16) (ite (and (and d924 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d928 d895))
;; <- success
(define-fun d932 () (_ BitVec 16) (ite (and (and d924 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d928 d929))
;; <- success
(define-fun d933 () (_ BitVec 16) (ite (and (and d924 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d928 d897))
;; <- success
(define-fun d934 () (_ BitVec 16) (ite (and (and d924 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d928 d898))
;; <- success
(define-fun d935 () (_ BitVec 16) (ite (and (and (and d924 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))) (= d926 (_ bv1 16))) d925 d900))
;; <- success
(define-fun d936 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d916 (ite (= g12_x (_ bv1 16)) d917 d918)))
;; <- success
(define-fun d937 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d916 (ite (= g12_y (_ bv1 16)) d917 (ite (= g12_y (_ bv2 16)) d918 (_ bv0 16)))))
;; <- success
(define-fun d938 () (_ BitVec 16) (ite (= g12_x (_ bv0 16)) d930 (ite (= g12_x (_ bv1 16)) d931 (ite (= g12_x (_ bv2 16)) d932 (ite (= g12_x (_ bv3 16)) d933 d934)))))
;; <- success
(define-fun d939 () (_ BitVec 16) (ite (= g12_y (_ bv0 16)) d930 (ite (= g12_y (_ bv1 16)) d931 (ite (= g12_y (_ bv2 16)) d932 (ite (= g12_y (_ bv3 16)) d933 (ite (= g12_y (_ bv4 16)) d934 (ite (= g12_y (_ bv5 16)) (_ bv65535 16) (ite (= g12_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d940 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op (_ bv0 16)) (= d936 d937) (distinct d936 d937)) (ite (= g12_op (_ bv0 16)) (= d938 d939) (ite (= g12_op (_ bv1 16)) (distinct d938 d939) (ite (= g12_op (_ bv2 16)) (bvslt d938 d939) (ite (= g12_op (_ bv3 16)) (bvsle d938 d939) (ite (= g12_op (_ bv4 16)) (bvsgt d938 d939) (bvsge d938 d939)))))))) true))
;; <- success
(define-fun d941 () (_ BitVec 16) (ite (= h12_rhs (_ bv0 16)) d930 (ite (= h12_rhs (_ bv1 16)) d931 (ite (= h12_rhs (_ bv2 16)) d932 (ite (= h12_rhs (_ bv3 16)) d933 (ite (= h12_rhs (_ bv4 16)) d934 (ite (= h12_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h12_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d942 () (_ BitVec 16) (ite (= h12_base (_ bv0 16)) d916 (ite (= h12_base (_ bv1 16)) d917 d918)))
;; <- success
(define-fun d943 () (_ BitVec 16) (ite (= h12_k (_ bv5 16)) (bvadd d934 (_ bv1 16)) (ite (= h12_k (_ bv0 16)) d941 (ite (= h12_k (_ bv3 16)) (bvadd d941 (ite (= h12_add (_ bv0 16)) (_ bv65535 16) (ite (= h12_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d935))))
;; <- success
(assert (=> (and (and d940 s12) (or (= h12_k (_ bv1 16)) (= h12_k (_ bv2 16)))) (and (= h12_fld (_ bv0 16)) (= d942 (_ bv1 16)))))
;; <- success
(define-fun d944 () (_ BitVec 16) (ite (and d940 (not s12)) (bvadd d934 (_ bv1 16)) d934))
;; <- success
(define-fun d945 () (_ BitVec 16) (ite (and (and d940 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv0 16))) d943 d930))
;; <- success
(define-fun d946 () (_ BitVec 16) (ite (and (and d940 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv1 16))) d943 d931))
;; <- success
(define-fun d947 () (_ BitVec 16) (ite (and (and d940 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv2 16))) d943 d932))
;; <- success
(define-fun d948 () (_ BitVec 16) (ite (and (and d940 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv3 16))) d943 d933))
;; <- success
(define-fun d949 () (_ BitVec 16) (ite (and (and d940 s12) (not (or (= h12_k (_ bv2 16)) (= h12_k (_ bv7 16)))) (= h12_lhs (_ bv4 16))) d943 d944))
;; <- success
(define-fun d950 () (_ BitVec 16) (ite (and (and (and d940 s12) (= h12_k (_ bv2 16)) (= h12_fld (_ bv0 16))) (= d942 (_ bv1 16))) d941 d935))
;; <- success
(assert (= d945 (_ bv1 16)))
;; <- success
(assert (= d918 (_ bv1 16)))
;; <- success
(assert (= d916 (_ bv1 16)))
;; <- success
(assert (= d949 (_ bv1 16)))
;; <- success
(assert (= d946 (_ bv5 16)))
;; <- success
(assert (= d947 (_ bv3 16)))
;; <- success
(assert (= d917 (_ bv1 16)))
;; <- success
(assert (= d948 (_ bv8 16)))
;; <- success
(assert (= d950 (_ bv5 16)))
;; <- success
(define-fun d951 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d916 (ite (= h5_x (_ bv1 16)) d917 d918)))
;; <- success
(define-fun d952 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d916 (ite (= h5_y (_ bv1 16)) d917 (ite (= h5_y (_ bv2 16)) d918 (_ bv0 16)))))
;; <- success
(define-fun d953 () (_ BitVec 16) (ite (= h5_x (_ bv0 16)) d945 (ite (= h5_x (_ bv1 16)) d946 (ite (= h5_x (_ bv2 16)) d947 (ite (= h5_x (_ bv3 16)) d948 d949)))))
;; <- success
(define-fun d954 () (_ BitVec 16) (ite (= h5_y (_ bv0 16)) d945 (ite (= h5_y (_ bv1 16)) d946 (ite (= h5_y (_ bv2 16)) d947 (ite (= h5_y (_ bv3 16)) d948 (ite (= h5_y (_ bv4 16)) d949 (ite (= h5_y (_ bv5 16)) (_ bv65535 16) (ite (= h5_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d955 () Bool (ite (not s5) (bvslt d949 d945) d885))
;; <- success
(define-fun d956 () Bool (ite s5 (ite h5_ptr (ite (= h5_op (_ bv0 16)) (= d951 d952) (distinct d951 d952)) (ite (= h5_op (_ bv0 16)) (= d953 d954) (ite (= h5_op (_ bv1 16)) (distinct d953 d954) (ite (= h5_op (_ bv2 16)) (bvslt d953 d954) (ite (= h5_op (_ bv3 16)) (bvsle d953 d954) (ite (= h5_op (_ bv4 16)) (bvsgt d953 d954) (bvsge d953 d954))))))) d955))
;; <- success
(assert (not d956))
;; <- success
(define-fun d957 () (_ BitVec 16) (ite (= h13_x (_ bv0 16)) d916 (ite (= h13_x (_ bv1 16)) d917 d918)))
;; <- success
(define-fun d958 () (_ BitVec 16) (ite (= h13_y (_ bv0 16)) d916 (ite (= h13_y (_ bv1 16)) d917 (ite (= h13_y (_ bv2 16)) d918 (_ bv0 16)))))
;; <- success
(define-fun d959 () (_ BitVec 16) (ite (= h13_x (_ bv0 16)) d945 (ite (= h13_x (_ bv1 16)) d946 (ite (= h13_x (_ bv2 16)) d947 (ite (= h13_x (_ bv3 16)) d948 d949)))))
;; <- success
(define-fun d960 () (_ BitVec 16) (ite (= h13_y (_ bv0 16)) d945 (ite (= h13_y (_ bv1 16)) d946 (ite (= h13_y (_ bv2 16)) d947 (ite (= h13_y (_ bv3 16)) d948 (ite (= h13_y (_ bv4 16)) d949 (ite (= h13_y (_ bv5 16)) (_ bv65535 16) (ite (= h13_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d961 () Bool (ite (not s13) (not (= d917 (_ bv0 16))) u853))
;; <- success
(define-fun d962 () Bool (ite s13 (ite h13_ptr (ite (= h13_op (_ bv0 16)) (= d957 d958) (distinct d957 d958)) (ite (= h13_op (_ bv0 16)) (= d959 d960) (ite (= h13_op (_ bv1 16)) (distinct d959 d960) (ite (= h13_op (_ bv2 16)) (bvslt d959 d960) (ite (= h13_op (_ bv3 16)) (bvsle d959 d960) (ite (= h13_op (_ bv4 16)) (bvsgt d959 d960) (bvsge d959 d960))))))) d961))
;; <- success
(assert d962)
;; <- success
(define-fun d963 () (_ BitVec 16) (ite (= g14_x (_ bv0 16)) d916 (ite (= g14_x (_ bv1 16)) d917 d918)))
;; <- success
(define-fun d964 () (_ BitVec 16) (ite (= g14_y (_ bv0 16)) d916 (ite (= g14_y (_ bv1 16)) d917 (ite (= g14_y (_ bv2 16)) d918 (_ bv0 16)))))
;; <- success
(define-fun d965 () (_ BitVec 16) (ite (= g14_x (_ bv0 16)) d945 (ite (= g14_x (_ bv1 16)) d946 (ite (= g14_x (_ bv2 16)) d947 (ite (= g14_x (_ bv3 16)) d948 d949)))))
;; <- success
(define-fun d966 () (_ BitVec 16) (ite (= g14_y (_ bv0 16)) d945 (ite (= g14_y (_ bv1 16)) d946 (ite (= g14_y (_ bv2 16)) d947 (ite (= g14_y (_ bv3 16)) d948 (ite (= g14_y (_ bv4 16)) d949 (ite (= g14_y (_ bv5 16)) (_ bv65535 16) (ite (= g14_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d967 () Bool (ite r14 (ite g14_del false (and d962 (ite g14_ptr (ite (= g14_op (_ bv0 16)) (= d963 d964) (distinct d963 d964)) (ite (= g14_op (_ bv0 16)) (= d965 d966) (ite (= g14_op (_ bv1 16)) (distinct d965 d966) (ite (= g14_op (_ bv2 16)) (bvslt d965 d966) (ite (= g14_op (_ bv3 16)) (bvsle d965 d966) (ite (= g14_op (_ bv4 16)) (bvsgt d965 d966) (bvsge d965 d966))))))))) d962))
;; <- success
(define-fun d968 () (_ BitVec 16) (ite (= h14_rhs (_ bv0 16)) d916 (ite (= h14_rhs (_ bv1 16)) d917 (ite (= h14_rhs (_ bv2 16)) d918 (_ bv0 16)))))
;; <- success
(define-fun d969 () (_ BitVec 16) (ite (= h14_base (_ bv0 16)) d916 (ite (= h14_base (_ bv1 16)) d917 d918)))
;; <- success
(define-fun d970 () (_ BitVec 16) (ite (= h14_k (_ bv0 16)) d968 d919))
;; <- success
(assert (=> (and d967 (not s14)) (= d917 (_ bv1 16))))
;; <- success
(assert (=> (and (and d967 s14) (or (= h14_k (_ bv1 16)) (= h14_k (_ bv2 16)) (= h14_k (_ bv5 16)))) (and (= h14_fld (_ bv0 16)) (= d969 (_ bv1 16)))))
;; <- success
(define-fun d971 () (_ BitVec 16) (ite (and (and d967 s14) (not (or (= h14_k (_ bv2 16)) (= h14_k (_ bv7 16)) (= h14_k (_ bv5 16)))) (= h14_lhs (_ bv0 16))) d970 d916))
;; <- success
(define-fun d972 () (_ BitVec 16) (ite (and (and d967 s14) (not (or (= h14_k (_ bv2 16)) (= h14_k (_ bv7 16)) (= h14_k (_ bv5 16)))) (= h14_lhs (_ bv1 16))) d970 d917))
;; <- success
(define-fun d973 () (_ BitVec 16) (ite (and (and d967 s14) (not (or (= h14_k (_ bv2 16)) (= h14_k (_ bv7 16)) (= h14_k (_ bv5 16)))) (= h14_lhs (_ bv2 16))) d970 d918))
;; <- success
(define-fun d974 () (_ BitVec 16) (ite (and (and d967 (not s14)) (= d917 (_ bv1 16))) d916 d919))
;; <- success
(define-fun d975 () (_ BitVec 16) (ite (and (and (and d967 s14) (= h14_k (_ bv2 16)) (= h14_fld (_ bv0 16))) (= d969 (_ bv1 16))) d968 d974))
;; <- success
(define-fun d976 () (_ BitVec 16) (ite (= h15_rhs (_ bv0 16)) d971 (ite (= h15_rhs (_ bv1 16)) d972 (ite (= h15_rhs (_ bv2 16)) d973 (_ bv0 16)))))
;; <- success
(define-fun d977 () (_ BitVec 16) (ite (= h15_base (_ bv0 16)) d971 (ite (= h15_base (_ bv1 16)) d972 d973)))
;; <- success
(define-fun d978 () (_ BitVec 16) (ite (= h15_k (_ bv0 16)) d976 d975))
;; <- success
(assert (=> (and s15 (or (= h15_k (_ bv1 16)) (= h15_k (_ bv2 16)))) (and (= h15_fld (_ bv0 16)) (= d977 (_ bv1 16)))))
;; <- success
(define-fun d979 () (_ BitVec 16) (ite (not s15) d971 u854))
;; <- success
(define-fun d980 () (_ BitVec 16) (ite (and s15 (not (or (= h15_k (_ bv2 16)) (= h15_k (_ bv7 16))))) d978 d979))
;; <- success
(assert (= d945 (_ bv1 16)))
;; <- success
(assert (= d973 (_ bv1 16)))
;; <- success
(assert (= d971 (_ bv1 16)))
;; <- success
(assert (= d949 (_ bv1 16)))
;; <- success
(assert (= d980 (_ bv1 16)))
;; <- success
(assert (= d946 (_ bv5 16)))
;; <- success
(assert (= d947 (_ bv3 16)))
;; <- success
(assert (= d972 (_ bv1 16)))
;; <- success
(assert (= d948 (_ bv8 16)))
;; <- success
(assert (= d950 (_ bv5 16)))
;; <- success
(assert (= d975 (_ bv1 16)))
;; <- success
(push 1)
;; <- success
(declare-const tau_grd.0 Bool)
;; <- success
(assert (=> tau_grd.0 (and (not r7) (not r9) (not r10) (not r11) (not r12) (not r14))))
;; <- success
(declare-const tau_stm.0 Bool)
;; <- success
(assert (=> tau_stm.0 (and (not s0) (not s1) (not s2) (not s3) (not s4) (not s5) (not s7) (not s8) (not s9) (not s10) (not s11) (not s12) (not s13) (not s14) (not s15))))
;; <- success
(check-sat-assuming (tau_grd.0 tau_stm.0))
;; <- unsat
(get-unsat-assumptions)
;; <- ()
(pop 1)
;; <- success
(pop 1)
;; <- success
(push 1)
;; <- success
(declare-const s10 Bool)
;; <- success
(declare-const h10_k (_ BitVec 16))
;; <- success
(declare-const h10_lhs (_ BitVec 16))
;; <- success
(declare-const h10_base (_ BitVec 16))
;; <- success
(declare-const h10_fld (_ BitVec 16))
;; <- success
(declare-const h10_rhs (_ BitVec 16))
;; <- success
(declare-const h10_add (_ BitVec 16))
;; <- success
(declare-const h10_op (_ BitVec 16))
;; <- success
(declare-const h10_rhs2 (_ BitVec 16))
;; <- success
(declare-const h10_fld1 (_ BitVec 16))
;; <- success
(declare-const h10_nn (_ BitVec 16))
;; <- success
(declare-const h10_src (_ BitVec 16))
;; <- success
(declare-const h10_sfld (_ BitVec 16))
;; <- success
(declare-const h10_at (_ BitVec 16))
;; <- success
(declare-const h10_to (_ BitVec 16))
;; <- success
(assert (and (or (= h10_k (_ bv0 16)) (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16))) (and (bvsle (_ bv0 16) h10_lhs) (bvslt h10_lhs (_ bv3 16))) (and (bvsle (_ bv0 16) h10_base) (bvslt h10_base (_ bv3 16))) (and (bvsle (_ bv0 16) h10_fld) (bvslt h10_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h10_rhs) (bvslt h10_rhs (_ bv4 16))) (and (bvsle (_ bv0 16) h10_add) (bvslt h10_add (_ bv3 16))) (and (bvsle (_ bv0 16) h10_op) (bvslt h10_op (_ bv3 16))) (and (bvsle (_ bv0 16) h10_rhs2) (bvslt h10_rhs2 (_ bv4 16))) (and (bvsle (_ bv0 16) h10_fld1) (bvslt h10_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h10_src) (bvslt h10_src (_ bv3 16))) (and (bvsle (_ bv0 16) h10_sfld) (bvslt h10_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h10_at) (bvslt h10_at (_ bv1 16))) (and (bvsle (_ bv0 16) h10_to) (bvslt h10_to (_ bv5 16))) (= h10_nn (_ bv0 16)) (=> (and (= h10_k (_ bv4 16)) (= h10_op (_ bv2 16))) (bvsge h10_rhs2 (_ bv3 16)))))
;; <- success
(declare-const r10 Bool)
;; <- success
(declare-const g10_del Bool)
;; <- success
(declare-const g10_ptr Bool)
;; <- success
(declare-const g10_op (_ BitVec 16))
;; <- success
(declare-const g10_x (_ BitVec 16))
;; <- success
(declare-const g10_y (_ BitVec 16))
;; <- success
(assert (or (and g10_ptr (and (bvsle (_ bv0 16) g10_op) (bvslt g10_op (_ bv2 16))) (and (bvsle (_ bv0 16) g10_x) (bvslt g10_x (_ bv3 16))) (and (bvsle (_ bv0 16) g10_y) (bvslt g10_y (_ bv4 16)))) (and (not g10_ptr) (and (bvsle (_ bv0 16) g10_op) (bvslt g10_op (_ bv6 16))) (and (bvsle (_ bv0 16) g10_x) (bvslt g10_x (_ bv5 16))) (and (bvsle (_ bv0 16) g10_y) (bvslt g10_y (_ bv8 16))))))
;; <- success
(declare-const s11 Bool)
;; <- success
(declare-const h11_k (_ BitVec 16))
;; <- success
(declare-const h11_lhs (_ BitVec 16))
;; <- success
(declare-const h11_base (_ BitVec 16))
;; <- success
(declare-const h11_fld (_ BitVec 16))
;; <- success
(declare-const h11_rhs (_ BitVec 16))
;; <- success
(declare-const h11_add (_ BitVec 16))
;; <- success
(declare-const h11_op (_ BitVec 16))
;; <- success
(declare-const h11_rhs2 (_ BitVec 16))
;; <- success
(declare-const h11_fld1 (_ BitVec 16))
;; <- success
(declare-const h11_nn (_ BitVec 16))
;; <- success
(declare-const h11_src (_ BitVec 16))
;; <- success
(declare-const h11_sfld (_ BitVec 16))
;; <- success
(declare-const h11_at (_ BitVec 16))
;; <- success
(declare-const h11_to (_ BitVec 16))
;; <- success
(assert (and (or (= h11_k (_ bv0 16)) (= h11_k (_ bv3 16)) (= h11_k (_ bv5 16)) (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)) (= h11_k (_ bv9 16))) (and (bvsle (_ bv0 16) h11_lhs) (bvslt h11_lhs (_ bv5 16))) (and (bvsle (_ bv0 16) h11_base) (bvslt h11_base (_ bv3 16))) (and (bvsle (_ bv0 16) h11_fld) (bvslt h11_fld (_ bv1 16))) (and (bvsle (_ bv0 16) h11_rhs) (bvslt h11_rhs (_ bv8 16))) (and (bvsle (_ bv0 16) h11_add) (bvslt h11_add (_ bv3 16))) (and (bvsle (_ bv0 16) h11_op) (bvslt h11_op (_ bv3 16))) (and (bvsle (_ bv0 16) h11_rhs2) (bvslt h11_rhs2 (_ bv8 16))) (and (bvsle (_ bv0 16) h11_fld1) (bvslt h11_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) h11_src) (bvslt h11_src (_ bv3 16))) (and (bvsle (_ bv0 16) h11_sfld) (bvslt h11_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) h11_at) (bvslt h11_at (_ bv2 16))) (and (bvsle (_ bv0 16) h11_to) (bvslt h11_to (_ bv5 16))) (= h11_nn (_ bv0 16)) (=> (and (= h11_k (_ bv4 16)) (= h11_op (_ bv2 16))) (bvsge h11_rhs2 (_ bv5 16)))))
;; <- success
(declare-const r11 Bool)
;; <- success
(declare-const g11_del Bool)
;; <- success
(declare-const g11_ptr Bool)
;; <- success
(declare-const g11_op (_ BitVec 16))
;; <- success
(declare-const g11_x (_ BitVec 16))
;; <- success
(declare-const g11_y (_ BitVec 16))
;; <- success
(assert (or (and g11_ptr (and (bvsle (_ bv0 16) g11_op) (bvslt g11_op (_ bv2 16))) (and (bvsle (_ bv0 16) g11_x) (bvslt g11_x (_ bv3 16))) (and (bvsle (_ bv0 16) g11_y) (bvslt g11_y (_ bv4 16)))) (and (not g11_ptr) (and (bvsle (_ bv0 16) g11_op) (bvslt g11_op (_ bv6 16))) (and (bvsle (_ bv0 16) g11_x) (bvslt g11_x (_ bv5 16))) (and (bvsle (_ bv0 16) g11_y) (bvslt g11_y (_ bv8 16))))))
;; <- success
(declare-const t0 Bool)
;; <- success
(declare-const pos0 (_ BitVec 16))
;; <- success
(assert (and (bvsle (_ bv0 16) pos0) (bvslt pos0 (_ bv5 16))))
;; <- success
(declare-const cls0 (_ BitVec 16))
;; <- success
(assert (and (bvsle (_ bv0 16) cls0) (bvslt cls0 (_ bv2 16))))
;; <- success
(declare-const i0p_k (_ BitVec 16))
;; <- success
(declare-const i0p_lhs (_ BitVec 16))
;; <- success
(declare-const i0p_base (_ BitVec 16))
;; <- success
(declare-const i0p_fld (_ BitVec 16))
;; <- success
(declare-const i0p_rhs (_ BitVec 16))
;; <- success
(declare-const i0p_add (_ BitVec 16))
;; <- success
(declare-const i0p_op (_ BitVec 16))
;; <- success
(declare-const i0p_rhs2 (_ BitVec 16))
;; <- success
(declare-const i0p_fld1 (_ BitVec 16))
;; <- success
(declare-const i0p_nn (_ BitVec 16))
;; <- success
(declare-const i0p_src (_ BitVec 16))
;; <- success
(declare-const i0p_sfld (_ BitVec 16))
;; <- success
(declare-const i0p_at (_ BitVec 16))
;; <- success
(declare-const i0p_to (_ BitVec 16))
;; <- success
(assert (and (or (= i0p_k (_ bv0 16)) (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16))) (and (bvsle (_ bv0 16) i0p_lhs) (bvslt i0p_lhs (_ bv3 16))) (and (bvsle (_ bv0 16) i0p_base) (bvslt i0p_base (_ bv3 16))) (and (bvsle (_ bv0 16) i0p_fld) (bvslt i0p_fld (_ bv1 16))) (and (bvsle (_ bv0 16) i0p_rhs) (bvslt i0p_rhs (_ bv4 16))) (and (bvsle (_ bv0 16) i0p_add) (bvslt i0p_add (_ bv3 16))) (and (bvsle (_ bv0 16) i0p_op) (bvslt i0p_op (_ bv3 16))) (and (bvsle (_ bv0 16) i0p_rhs2) (bvslt i0p_rhs2 (_ bv4 16))) (and (bvsle (_ bv0 16) i0p_fld1) (bvslt i0p_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) i0p_src) (bvslt i0p_src (_ bv3 16))) (and (bvsle (_ bv0 16) i0p_sfld) (bvslt i0p_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) i0p_at) (bvslt i0p_at (_ bv1 16))) (and (bvsle (_ bv0 16) i0p_to) (bvslt i0p_to (_ bv5 16))) (and (and (bvsle (_ bv0 16) i0p_nn) (bvsle i0p_nn (_ bv1 16))) (=> (= i0p_nn (_ bv1 16)) (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)) (= i0p_k (_ bv6 16)) (= i0p_k (_ bv7 16))))) (=> (and (= i0p_k (_ bv4 16)) (= i0p_op (_ bv2 16))) (bvsge i0p_rhs2 (_ bv3 16)))))
;; <- success
(declare-const i0n_k (_ BitVec 16))
;; <- success
(declare-const i0n_lhs (_ BitVec 16))
;; <- success
(declare-const i0n_base (_ BitVec 16))
;; <- success
(declare-const i0n_fld (_ BitVec 16))
;; <- success
(declare-const i0n_rhs (_ BitVec 16))
;; <- success
(declare-const i0n_add (_ BitVec 16))
;; <- success
(declare-const i0n_op (_ BitVec 16))
;; <- success
(declare-const i0n_rhs2 (_ BitVec 16))
;; <- success
(declare-const i0n_fld1 (_ BitVec 16))
;; <- success
(declare-const i0n_nn (_ BitVec 16))
;; <- success
(declare-const i0n_src (_ BitVec 16))
;; <- success
(declare-const i0n_sfld (_ BitVec 16))
;; <- success
(declare-const i0n_at (_ BitVec 16))
;; <- success
(declare-const i0n_to (_ BitVec 16))
;; <- success
(assert (and (or (= i0n_k (_ bv0 16)) (= i0n_k (_ bv3 16)) (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16))) (and (bvsle (_ bv0 16) i0n_lhs) (bvslt i0n_lhs (_ bv5 16))) (and (bvsle (_ bv0 16) i0n_base) (bvslt i0n_base (_ bv3 16))) (and (bvsle (_ bv0 16) i0n_fld) (bvslt i0n_fld (_ bv1 16))) (and (bvsle (_ bv0 16) i0n_rhs) (bvslt i0n_rhs (_ bv8 16))) (and (bvsle (_ bv0 16) i0n_add) (bvslt i0n_add (_ bv3 16))) (and (bvsle (_ bv0 16) i0n_op) (bvslt i0n_op (_ bv3 16))) (and (bvsle (_ bv0 16) i0n_rhs2) (bvslt i0n_rhs2 (_ bv8 16))) (and (bvsle (_ bv0 16) i0n_fld1) (bvslt i0n_fld1 (_ bv1 16))) (and (bvsle (_ bv0 16) i0n_src) (bvslt i0n_src (_ bv3 16))) (and (bvsle (_ bv0 16) i0n_sfld) (bvslt i0n_sfld (_ bv1 16))) (and (bvsle (_ bv0 16) i0n_at) (bvslt i0n_at (_ bv1 16))) (and (bvsle (_ bv0 16) i0n_to) (bvslt i0n_to (_ bv5 16))) (and (and (bvsle (_ bv0 16) i0n_nn) (bvsle i0n_nn (_ bv1 16))) (=> (= i0n_nn (_ bv1 16)) (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)) (= i0n_k (_ bv6 16)) (= i0n_k (_ bv7 16))))) (=> (and (= i0n_k (_ bv4 16)) (= i0n_op (_ bv2 16))) (bvsge i0n_rhs2 (_ bv5 16)))))
;; <- success
(declare-const u1 Bool)
;; <- success
(declare-const u2 Bool)
;; <- success
(declare-const u3 Bool)
;; <- success
(declare-const u4 (_ BitVec 16))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d5 () Bool (bvslt (_ bv0 16) (_ bv0 16)))
;; <- success
(assert (not d5))
;; <- success
(define-fun d6 () Bool (not (= (_ bv0 16) (_ bv0 16))))
;; <- success
(assert (not d6))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(declare-const u7 Bool)
;; <- success
(declare-const u8 Bool)
;; <- success
(declare-const u9 Bool)
;; <- success
(declare-const u10 (_ BitVec 16))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d11 () Bool (bvslt (_ bv0 16) (_ bv6 16)))
;; <- success
(assert d11)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d12 () Bool (= (_ bv0 16) (_ bv0 16)))
;; <- success
(assert d12)
;; <- success
(define-fun d13 () (_ BitVec 16) (ite d12 (_ bv1 16) (_ bv0 16)))
;; <- success
(define-fun d14 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d13 (ite (= i0p_rhs (_ bv1 16)) (_ bv0 16) (ite (= i0p_rhs (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d15 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d13 (ite (= i0p_base (_ bv1 16)) (_ bv0 16) (_ bv1 16))))
;; <- success
(define-fun d16 () Bool (and (and t0 (= pos0 (_ bv0 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d15 (_ bv0 16))))))
;; <- success
(define-fun d17 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d14 (_ bv65535 16)))
;; <- success
(define-fun d18 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) (_ bv6 16) (ite (= i0n_rhs (_ bv1 16)) (_ bv10 16) (ite (= i0n_rhs (_ bv2 16)) (_ bv65534 16) (ite (= i0n_rhs (_ bv3 16)) (_ bv10 16) (ite (= i0n_rhs (_ bv4 16)) (_ bv0 16) (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d19 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d13 (ite (= i0n_base (_ bv1 16)) (_ bv0 16) (_ bv1 16))))
;; <- success
(define-fun d20 () Bool (and (and t0 (= pos0 (_ bv0 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d19 (_ bv0 16))))))
;; <- success
(define-fun d21 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d18 (ite (= i0n_k (_ bv3 16)) (bvadd d18 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv10 16))))
;; <- success
(assert (=> (and d16 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (= d15 (_ bv1 16)))))
;; <- success
(assert (=> (and d20 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (= d19 (_ bv1 16)))))
;; <- success
(define-fun d22 () (_ BitVec 16) (ite (and d16 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d17 d13))
;; <- success
(define-fun d23 () (_ BitVec 16) (ite (and d16 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d17 (_ bv0 16)))
;; <- success
(define-fun d24 () (_ BitVec 16) (ite (and d16 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d17 (_ bv1 16)))
;; <- success
(define-fun d25 () (_ BitVec 16) (ite (and d20 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d21 (_ bv6 16)))
;; <- success
(define-fun d26 () (_ BitVec 16) (ite (and d20 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d21 (_ bv10 16)))
;; <- success
(define-fun d27 () (_ BitVec 16) (ite (and d20 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d21 (_ bv65534 16)))
;; <- success
(define-fun d28 () (_ BitVec 16) (ite (and d20 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d21 (_ bv10 16)))
;; <- success
(define-fun d29 () (_ BitVec 16) (ite (and d20 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d21 (_ bv0 16)))
;; <- success
(define-fun d30 () (_ BitVec 16) (ite (and (and d16 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))) (= d15 (_ bv1 16))) d14 (_ bv65535 16)))
;; <- success
(define-fun d31 () (_ BitVec 16) (ite (and (and d20 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))) (= d19 (_ bv1 16))) d18 (_ bv10 16)))
;; <- success
(define-fun d32 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d22 (ite (= i0p_rhs (_ bv1 16)) d23 (ite (= i0p_rhs (_ bv2 16)) d24 (_ bv0 16)))))
;; <- success
(define-fun d33 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d22 (ite (= i0p_base (_ bv1 16)) d23 d24)))
;; <- success
(define-fun d34 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d33 (_ bv0 16))))))
;; <- success
(define-fun d35 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d32 d30))
;; <- success
(define-fun d36 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d25 (ite (= i0n_rhs (_ bv1 16)) d26 (ite (= i0n_rhs (_ bv2 16)) d27 (ite (= i0n_rhs (_ bv3 16)) d28 (ite (= i0n_rhs (_ bv4 16)) d29 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d37 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d22 (ite (= i0n_base (_ bv1 16)) d23 d24)))
;; <- success
(define-fun d38 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d37 (_ bv0 16))))))
;; <- success
(define-fun d39 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d36 (ite (= i0n_k (_ bv3 16)) (bvadd d36 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d31)))
;; <- success
(assert (=> (and d34 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (= d33 (_ bv1 16)))))
;; <- success
(assert (=> (and d38 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (= d37 (_ bv1 16)))))
;; <- success
(define-fun d40 () (_ BitVec 16) (ite (and d34 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d35 d22))
;; <- success
(define-fun d41 () (_ BitVec 16) (ite (and d34 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d35 d23))
;; <- success
(define-fun d42 () (_ BitVec 16) (ite (and d34 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d35 d24))
;; <- success
(define-fun d43 () (_ BitVec 16) (ite (and d38 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d39 d25))
;; <- success
(define-fun d44 () (_ BitVec 16) (ite (and d38 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d39 d26))
;; <- success
(define-fun d45 () (_ BitVec 16) (ite (and d38 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d39 d27))
;; <- success
(define-fun d46 () (_ BitVec 16) (ite (and d38 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d39 d28))
;; <- success
(define-fun d47 () (_ BitVec 16) (ite (and d38 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d39 d29))
;; <- success
(define-fun d48 () (_ BitVec 16) (ite (and (and d34 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))) (= d33 (_ bv1 16))) d32 d30))
;; <- success
(define-fun d49 () (_ BitVec 16) (ite (and (and d38 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))) (= d37 (_ bv1 16))) d36 d31))
;; <- success
(define-fun d50 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d40 (ite (= g11_x (_ bv1 16)) d41 d42)))
;; <- success
(define-fun d51 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d40 (ite (= g11_y (_ bv1 16)) d41 (ite (= g11_y (_ bv2 16)) d42 (_ bv0 16)))))
;; <- success
(define-fun d52 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d43 (ite (= g11_x (_ bv1 16)) d44 (ite (= g11_x (_ bv2 16)) d45 (ite (= g11_x (_ bv3 16)) d46 d47)))))
;; <- success
(define-fun d53 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d43 (ite (= g11_y (_ bv1 16)) d44 (ite (= g11_y (_ bv2 16)) d45 (ite (= g11_y (_ bv3 16)) d46 (ite (= g11_y (_ bv4 16)) d47 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d54 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d50 d51) (distinct d50 d51)) (ite (= g11_op (_ bv0 16)) (= d52 d53) (ite (= g11_op (_ bv1 16)) (distinct d52 d53) (ite (= g11_op (_ bv2 16)) (bvslt d52 d53) (ite (= g11_op (_ bv3 16)) (bvsle d52 d53) (ite (= g11_op (_ bv4 16)) (bvsgt d52 d53) (bvsge d52 d53)))))))) true))
;; <- success
(define-fun d55 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d43 (ite (= h11_rhs (_ bv1 16)) d44 (ite (= h11_rhs (_ bv2 16)) d45 (ite (= h11_rhs (_ bv3 16)) d46 (ite (= h11_rhs (_ bv4 16)) d47 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d56 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d40 (ite (= h11_base (_ bv1 16)) d41 d42)))
;; <- success
(define-fun d57 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d43 d45) (ite (= h11_to (_ bv1 16)) (bvadd d44 d45) (ite (= h11_to (_ bv2 16)) (bvadd d45 d45) (ite (= h11_to (_ bv3 16)) (bvadd d46 d45) (bvadd d47 d45))))) (ite (= h11_to (_ bv0 16)) (bvadd d46 d43) (ite (= h11_to (_ bv1 16)) (bvadd d46 d44) (ite (= h11_to (_ bv2 16)) (bvadd d46 d45) (ite (= h11_to (_ bv3 16)) (bvadd d46 d46) (bvadd d46 d47)))))))
;; <- success
(define-fun d58 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d57 (ite (= h11_k (_ bv5 16)) (bvadd d46 d45) (ite (= h11_k (_ bv0 16)) d55 (ite (= h11_k (_ bv3 16)) (bvadd d55 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d49)))))
;; <- success
(assert (=> (and (and d54 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (= d56 (_ bv1 16)))))
;; <- success
(define-fun d59 () (_ BitVec 16) (ite (and d54 (not s11)) (bvadd d46 d45) d45))
;; <- success
(define-fun d60 () (_ BitVec 16) (ite (and (and d54 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d58 d43))
;; <- success
(define-fun d61 () (_ BitVec 16) (ite (and (and d54 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d58 d44))
;; <- success
(define-fun d62 () (_ BitVec 16) (ite (and (and d54 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d58 d59))
;; <- success
(define-fun d63 () (_ BitVec 16) (ite (and (and d54 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d58 d46))
;; <- success
(define-fun d64 () (_ BitVec 16) (ite (and (and d54 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d58 d47))
;; <- success
(define-fun d65 () (_ BitVec 16) (ite (and (and (and d54 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))) (= d56 (_ bv1 16))) d55 d49))
;; <- success
(define-fun d66 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d40 (ite (= i0p_rhs (_ bv1 16)) d41 (ite (= i0p_rhs (_ bv2 16)) d42 (_ bv0 16)))))
;; <- success
(define-fun d67 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d40 (ite (= i0p_base (_ bv1 16)) d41 d42)))
;; <- success
(define-fun d68 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d67 (_ bv0 16))))))
;; <- success
(define-fun d69 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d66 d48))
;; <- success
(define-fun d70 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d60 (ite (= i0n_rhs (_ bv1 16)) d61 (ite (= i0n_rhs (_ bv2 16)) d62 (ite (= i0n_rhs (_ bv3 16)) d63 (ite (= i0n_rhs (_ bv4 16)) d64 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d71 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d40 (ite (= i0n_base (_ bv1 16)) d41 d42)))
;; <- success
(define-fun d72 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d71 (_ bv0 16))))))
;; <- success
(define-fun d73 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d70 (ite (= i0n_k (_ bv3 16)) (bvadd d70 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d65)))
;; <- success
(assert (=> (and d68 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (= d67 (_ bv1 16)))))
;; <- success
(assert (=> (and d72 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (= d71 (_ bv1 16)))))
;; <- success
(define-fun d74 () (_ BitVec 16) (ite (and d68 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d69 d40))
;; <- success
(define-fun d75 () (_ BitVec 16) (ite (and d68 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d69 d41))
;; <- success
(define-fun d76 () (_ BitVec 16) (ite (and d68 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d69 d42))
;; <- success
(define-fun d77 () (_ BitVec 16) (ite (and d72 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d73 d60))
;; <- success
(define-fun d78 () (_ BitVec 16) (ite (and d72 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d73 d61))
;; <- success
(define-fun d79 () (_ BitVec 16) (ite (and d72 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d73 d62))
;; <- success
(define-fun d80 () (_ BitVec 16) (ite (and d72 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d73 d63))
;; <- success
(define-fun d81 () (_ BitVec 16) (ite (and d72 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d73 d64))
;; <- success
(define-fun d82 () (_ BitVec 16) (ite (and (and d68 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))) (= d67 (_ bv1 16))) d66 d48))
;; <- success
(define-fun d83 () (_ BitVec 16) (ite (and (and d72 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))) (= d71 (_ bv1 16))) d70 d65))
;; <- success
(define-fun d84 () (_ BitVec 16) (bvadd d81 (_ bv1 16)))
;; <- success
(assert (= d77 (_ bv6 16)))
;; <- success
(assert (= d76 (_ bv1 16)))
;; <- success
(assert (= d74 (_ bv1 16)))
;; <- success
(assert (= d84 (_ bv1 16)))
;; <- success
(assert (= d78 (_ bv10 16)))
;; <- success
(assert (= d79 (_ bv65534 16)))
;; <- success
(assert (= d75 (_ bv1 16)))
;; <- success
(assert (= d80 (_ bv8 16)))
;; <- success
(assert (= d83 (_ bv10 16)))
;; <- success
(define-fun d85 () Bool (bvslt d84 d77))
;; <- success
(assert d85)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d86 () Bool (= d74 (_ bv0 16)))
;; <- success
(assert (not d86))
;; <- success
(define-fun d87 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d74 (ite (= i0p_rhs (_ bv1 16)) d75 (ite (= i0p_rhs (_ bv2 16)) (_ bv2 16) (_ bv0 16)))))
;; <- success
(define-fun d88 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d74 (ite (= i0p_base (_ bv1 16)) d75 (_ bv2 16))))
;; <- success
(define-fun d89 () Bool (and (and t0 (= pos0 (_ bv3 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d88 (_ bv0 16))))))
;; <- success
(define-fun d90 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d87 (ite (= d88 (_ bv1 16)) d82 (_ bv65535 16))))
;; <- success
(define-fun d91 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d77 (ite (= i0n_rhs (_ bv1 16)) d78 (ite (= i0n_rhs (_ bv2 16)) d79 (ite (= i0n_rhs (_ bv3 16)) d80 (ite (= i0n_rhs (_ bv4 16)) d84 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d92 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d74 (ite (= i0n_base (_ bv1 16)) d75 (_ bv2 16))))
;; <- success
(define-fun d93 () Bool (and (and t0 (= pos0 (_ bv3 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d92 (_ bv0 16))))))
;; <- success
(define-fun d94 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d91 (ite (= i0n_k (_ bv3 16)) (bvadd d91 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d92 (_ bv1 16)) d83 d80))))
;; <- success
(assert (=> (and d89 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d88 (_ bv1 16)) (= d88 (_ bv2 16))))))
;; <- success
(assert (=> (and d93 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d92 (_ bv1 16)) (= d92 (_ bv2 16))))))
;; <- success
(define-fun d95 () (_ BitVec 16) (ite (and d89 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d90 d74))
;; <- success
(define-fun d96 () (_ BitVec 16) (ite (and d89 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d90 d75))
;; <- success
(define-fun d97 () (_ BitVec 16) (ite (and d89 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d90 (_ bv2 16)))
;; <- success
(define-fun d98 () (_ BitVec 16) (ite (and d93 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d94 d77))
;; <- success
(define-fun d99 () (_ BitVec 16) (ite (and d93 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d94 d78))
;; <- success
(define-fun d100 () (_ BitVec 16) (ite (and d93 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d94 d79))
;; <- success
(define-fun d101 () (_ BitVec 16) (ite (and d93 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d94 d80))
;; <- success
(define-fun d102 () (_ BitVec 16) (ite (and d93 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d94 d84))
;; <- success
(define-fun d103 () Bool (and d89 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d104 () (_ BitVec 16) (ite (and d103 (= d88 (_ bv1 16))) d87 d82))
;; <- success
(define-fun d105 () (_ BitVec 16) (ite (and d103 (= d88 (_ bv2 16))) d87 (_ bv65535 16)))
;; <- success
(define-fun d106 () Bool (and d93 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d107 () (_ BitVec 16) (ite (and d106 (= d92 (_ bv1 16))) d91 d83))
;; <- success
(define-fun d108 () (_ BitVec 16) (ite (and d106 (= d92 (_ bv2 16))) d91 d80))
;; <- success
(define-fun d109 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d95 (ite (= g10_x (_ bv1 16)) d96 d97)))
;; <- success
(define-fun d110 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d95 (ite (= g10_y (_ bv1 16)) d96 (ite (= g10_y (_ bv2 16)) d97 (_ bv0 16)))))
;; <- success
(define-fun d111 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d98 (ite (= g10_x (_ bv1 16)) d99 (ite (= g10_x (_ bv2 16)) d100 (ite (= g10_x (_ bv3 16)) d101 d102)))))
;; <- success
(define-fun d112 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d98 (ite (= g10_y (_ bv1 16)) d99 (ite (= g10_y (_ bv2 16)) d100 (ite (= g10_y (_ bv3 16)) d101 (ite (= g10_y (_ bv4 16)) d102 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d113 () Bool (ite r10 (ite g10_del false (and (not d86) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d109 d110) (distinct d109 d110)) (ite (= g10_op (_ bv0 16)) (= d111 d112) (ite (= g10_op (_ bv1 16)) (distinct d111 d112) (ite (= g10_op (_ bv2 16)) (bvslt d111 d112) (ite (= g10_op (_ bv3 16)) (bvsle d111 d112) (ite (= g10_op (_ bv4 16)) (bvsgt d111 d112) (bvsge d111 d112))))))))) (not d86)))
;; <- success
(define-fun d114 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d95 (ite (= h10_rhs (_ bv1 16)) d96 (ite (= h10_rhs (_ bv2 16)) d97 (_ bv0 16)))))
;; <- success
(define-fun d115 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d95 (ite (= h10_base (_ bv1 16)) d96 d97)))
;; <- success
(define-fun d116 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d114 (ite (= d115 (_ bv1 16)) d104 d105)))
;; <- success
(assert (=> (and d113 (not s10)) (or (= d95 (_ bv1 16)) (= d95 (_ bv2 16)))))
;; <- success
(assert (=> (and (and d113 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d115 (_ bv1 16)) (= d115 (_ bv2 16))))))
;; <- success
(define-fun d117 () (_ BitVec 16) (ite (and (and d113 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d116 d95))
;; <- success
(define-fun d118 () (_ BitVec 16) (ite (and (and d113 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d116 d96))
;; <- success
(define-fun d119 () (_ BitVec 16) (ite (and (and d113 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d116 d97))
;; <- success
(define-fun d120 () Bool (and d113 (not s10)))
;; <- success
(define-fun d121 () (_ BitVec 16) (ite (and d120 (= d95 (_ bv1 16))) d97 d104))
;; <- success
(define-fun d122 () (_ BitVec 16) (ite (and d120 (= d95 (_ bv2 16))) d97 d105))
;; <- success
(define-fun d123 () Bool (and (and d113 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d124 () (_ BitVec 16) (ite (and d123 (= d115 (_ bv1 16))) d114 d121))
;; <- success
(define-fun d125 () (_ BitVec 16) (ite (and d123 (= d115 (_ bv2 16))) d114 d122))
;; <- success
(define-fun d126 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d117 (ite (= i0p_rhs (_ bv1 16)) d118 (ite (= i0p_rhs (_ bv2 16)) d119 (_ bv0 16)))))
;; <- success
(define-fun d127 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d117 (ite (= i0p_base (_ bv1 16)) d118 d119)))
;; <- success
(define-fun d128 () Bool (and (and t0 (= pos0 (_ bv4 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d127 (_ bv0 16))))))
;; <- success
(define-fun d129 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d126 (ite (= d127 (_ bv1 16)) d124 d125)))
;; <- success
(define-fun d130 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d98 (ite (= i0n_rhs (_ bv1 16)) d99 (ite (= i0n_rhs (_ bv2 16)) d100 (ite (= i0n_rhs (_ bv3 16)) d101 (ite (= i0n_rhs (_ bv4 16)) d102 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d131 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d117 (ite (= i0n_base (_ bv1 16)) d118 d119)))
;; <- success
(define-fun d132 () Bool (and (and t0 (= pos0 (_ bv4 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d131 (_ bv0 16))))))
;; <- success
(define-fun d133 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d130 (ite (= i0n_k (_ bv3 16)) (bvadd d130 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d131 (_ bv1 16)) d107 d108))))
;; <- success
(assert (=> (and d128 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d127 (_ bv1 16)) (= d127 (_ bv2 16))))))
;; <- success
(assert (=> (and d132 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d131 (_ bv1 16)) (= d131 (_ bv2 16))))))
;; <- success
(define-fun d134 () (_ BitVec 16) (ite (and d128 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d129 d117))
;; <- success
(define-fun d135 () (_ BitVec 16) (ite (and d128 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d129 d118))
;; <- success
(define-fun d136 () (_ BitVec 16) (ite (and d128 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d129 d119))
;; <- success
(define-fun d137 () (_ BitVec 16) (ite (and d132 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d133 d98))
;; <- success
(define-fun d138 () (_ BitVec 16) (ite (and d132 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d133 d99))
;; <- success
(define-fun d139 () (_ BitVec 16) (ite (and d132 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d133 d100))
;; <- success
(define-fun d140 () (_ BitVec 16) (ite (and d132 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d133 d101))
;; <- success
(define-fun d141 () (_ BitVec 16) (ite (and d132 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d133 d102))
;; <- success
(define-fun d142 () Bool (and d128 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d143 () (_ BitVec 16) (ite (and d142 (= d127 (_ bv1 16))) d126 d124))
;; <- success
(define-fun d144 () (_ BitVec 16) (ite (and d142 (= d127 (_ bv2 16))) d126 d125))
;; <- success
(define-fun d145 () Bool (and d132 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d146 () (_ BitVec 16) (ite (and d145 (= d131 (_ bv1 16))) d130 d107))
;; <- success
(define-fun d147 () (_ BitVec 16) (ite (and d145 (= d131 (_ bv2 16))) d130 d108))
;; <- success
(define-fun d148 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d134 (ite (= i0p_rhs (_ bv1 16)) d135 (ite (= i0p_rhs (_ bv2 16)) d136 (_ bv0 16)))))
;; <- success
(define-fun d149 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d134 (ite (= i0p_base (_ bv1 16)) d135 d136)))
;; <- success
(define-fun d150 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d149 (_ bv0 16))))))
;; <- success
(define-fun d151 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d148 (ite (= d149 (_ bv1 16)) d143 d144)))
;; <- success
(define-fun d152 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d137 (ite (= i0n_rhs (_ bv1 16)) d138 (ite (= i0n_rhs (_ bv2 16)) d139 (ite (= i0n_rhs (_ bv3 16)) d140 (ite (= i0n_rhs (_ bv4 16)) d141 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d153 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d134 (ite (= i0n_base (_ bv1 16)) d135 d136)))
;; <- success
(define-fun d154 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d153 (_ bv0 16))))))
;; <- success
(define-fun d155 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d152 (ite (= i0n_k (_ bv3 16)) (bvadd d152 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d153 (_ bv1 16)) d146 d147))))
;; <- success
(assert (=> (and d150 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d149 (_ bv1 16)) (= d149 (_ bv2 16))))))
;; <- success
(assert (=> (and d154 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d153 (_ bv1 16)) (= d153 (_ bv2 16))))))
;; <- success
(define-fun d156 () (_ BitVec 16) (ite (and d150 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d151 d134))
;; <- success
(define-fun d157 () (_ BitVec 16) (ite (and d150 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d151 d135))
;; <- success
(define-fun d158 () (_ BitVec 16) (ite (and d150 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d151 d136))
;; <- success
(define-fun d159 () (_ BitVec 16) (ite (and d154 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d155 d137))
;; <- success
(define-fun d160 () (_ BitVec 16) (ite (and d154 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d155 d138))
;; <- success
(define-fun d161 () (_ BitVec 16) (ite (and d154 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d155 d139))
;; <- success
(define-fun d162 () (_ BitVec 16) (ite (and d154 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d155 d140))
;; <- success
(define-fun d163 () (_ BitVec 16) (ite (and d154 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d155 d141))
;; <- success
(define-fun d164 () Bool (and d150 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d165 () (_ BitVec 16) (ite (and d164 (= d149 (_ bv1 16))) d148 d143))
;; <- success
(define-fun d166 () (_ BitVec 16) (ite (and d164 (= d149 (_ bv2 16))) d148 d144))
;; <- success
(define-fun d167 () Bool (and d154 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d168 () (_ BitVec 16) (ite (and d167 (= d153 (_ bv1 16))) d152 d146))
;; <- success
(define-fun d169 () (_ BitVec 16) (ite (and d167 (= d153 (_ bv2 16))) d152 d147))
;; <- success
(define-fun d170 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d156 (ite (= g11_x (_ bv1 16)) d157 d158)))
;; <- success
(define-fun d171 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d156 (ite (= g11_y (_ bv1 16)) d157 (ite (= g11_y (_ bv2 16)) d158 (_ bv0 16)))))
;; <- success
(define-fun d172 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d159 (ite (= g11_x (_ bv1 16)) d160 (ite (= g11_x (_ bv2 16)) d161 (ite (= g11_x (_ bv3 16)) d162 d163)))))
;; <- success
(define-fun d173 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d159 (ite (= g11_y (_ bv1 16)) d160 (ite (= g11_y (_ bv2 16)) d161 (ite (= g11_y (_ bv3 16)) d162 (ite (= g11_y (_ bv4 16)) d163 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d174 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d170 d171) (distinct d170 d171)) (ite (= g11_op (_ bv0 16)) (= d172 d173) (ite (= g11_op (_ bv1 16)) (distinct d172 d173) (ite (= g11_op (_ bv2 16)) (bvslt d172 d173) (ite (= g11_op (_ bv3 16)) (bvsle d172 d173) (ite (= g11_op (_ bv4 16)) (bvsgt d172 d173) (bvsge d172 d173)))))))) true))
;; <- success
(define-fun d175 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d159 (ite (= h11_rhs (_ bv1 16)) d160 (ite (= h11_rhs (_ bv2 16)) d161 (ite (= h11_rhs (_ bv3 16)) d162 (ite (= h11_rhs (_ bv4 16)) d163 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d176 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d156 (ite (= h11_base (_ bv1 16)) d157 d158)))
;; <- success
(define-fun d177 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d159 d161) (ite (= h11_to (_ bv1 16)) (bvadd d160 d161) (ite (= h11_to (_ bv2 16)) (bvadd d161 d161) (ite (= h11_to (_ bv3 16)) (bvadd d162 d161) (bvadd d163 d161))))) (ite (= h11_to (_ bv0 16)) (bvadd d162 d159) (ite (= h11_to (_ bv1 16)) (bvadd d162 d160) (ite (= h11_to (_ bv2 16)) (bvadd d162 d161) (ite (= h11_to (_ bv3 16)) (bvadd d162 d162) (bvadd d162 d163)))))))
;; <- success
(define-fun d178 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d177 (ite (= h11_k (_ bv5 16)) (bvadd d162 d161) (ite (= h11_k (_ bv0 16)) d175 (ite (= h11_k (_ bv3 16)) (bvadd d175 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d176 (_ bv1 16)) d168 d169))))))
;; <- success
(assert (=> (and (and d174 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d176 (_ bv1 16)) (= d176 (_ bv2 16))))))
;; <- success
(define-fun d179 () (_ BitVec 16) (ite (and d174 (not s11)) (bvadd d162 d161) d161))
;; <- success
(define-fun d180 () (_ BitVec 16) (ite (and (and d174 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d178 d159))
;; <- success
(define-fun d181 () (_ BitVec 16) (ite (and (and d174 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d178 d160))
;; <- success
(define-fun d182 () (_ BitVec 16) (ite (and (and d174 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d178 d179))
;; <- success
(define-fun d183 () (_ BitVec 16) (ite (and (and d174 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d178 d162))
;; <- success
(define-fun d184 () (_ BitVec 16) (ite (and (and d174 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d178 d163))
;; <- success
(define-fun d185 () Bool (and (and d174 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d186 () (_ BitVec 16) (ite (and d185 (= d176 (_ bv1 16))) d175 d168))
;; <- success
(define-fun d187 () (_ BitVec 16) (ite (and d185 (= d176 (_ bv2 16))) d175 d169))
;; <- success
(define-fun d188 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d156 (ite (= i0p_rhs (_ bv1 16)) d157 (ite (= i0p_rhs (_ bv2 16)) d158 (_ bv0 16)))))
;; <- success
(define-fun d189 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d156 (ite (= i0p_base (_ bv1 16)) d157 d158)))
;; <- success
(define-fun d190 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d189 (_ bv0 16))))))
;; <- success
(define-fun d191 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d188 (ite (= d189 (_ bv1 16)) d165 d166)))
;; <- success
(define-fun d192 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d180 (ite (= i0n_rhs (_ bv1 16)) d181 (ite (= i0n_rhs (_ bv2 16)) d182 (ite (= i0n_rhs (_ bv3 16)) d183 (ite (= i0n_rhs (_ bv4 16)) d184 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d193 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d156 (ite (= i0n_base (_ bv1 16)) d157 d158)))
;; <- success
(define-fun d194 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d193 (_ bv0 16))))))
;; <- success
(define-fun d195 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d192 (ite (= i0n_k (_ bv3 16)) (bvadd d192 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d193 (_ bv1 16)) d186 d187))))
;; <- success
(assert (=> (and d190 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d189 (_ bv1 16)) (= d189 (_ bv2 16))))))
;; <- success
(assert (=> (and d194 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d193 (_ bv1 16)) (= d193 (_ bv2 16))))))
;; <- success
(define-fun d196 () (_ BitVec 16) (ite (and d190 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d191 d156))
;; <- success
(define-fun d197 () (_ BitVec 16) (ite (and d190 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d191 d157))
;; <- success
(define-fun d198 () (_ BitVec 16) (ite (and d190 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d191 d158))
;; <- success
(define-fun d199 () (_ BitVec 16) (ite (and d194 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d195 d180))
;; <- success
(define-fun d200 () (_ BitVec 16) (ite (and d194 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d195 d181))
;; <- success
(define-fun d201 () (_ BitVec 16) (ite (and d194 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d195 d182))
;; <- success
(define-fun d202 () (_ BitVec 16) (ite (and d194 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d195 d183))
;; <- success
(define-fun d203 () (_ BitVec 16) (ite (and d194 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d195 d184))
;; <- success
(define-fun d204 () Bool (and d190 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d205 () (_ BitVec 16) (ite (and d204 (= d189 (_ bv1 16))) d188 d165))
;; <- success
(define-fun d206 () (_ BitVec 16) (ite (and d204 (= d189 (_ bv2 16))) d188 d166))
;; <- success
(define-fun d207 () Bool (and d194 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d208 () (_ BitVec 16) (ite (and d207 (= d193 (_ bv1 16))) d192 d186))
;; <- success
(define-fun d209 () (_ BitVec 16) (ite (and d207 (= d193 (_ bv2 16))) d192 d187))
;; <- success
(define-fun d210 () (_ BitVec 16) (bvadd d203 (_ bv1 16)))
;; <- success
(assert (= d199 (_ bv6 16)))
;; <- success
(assert (= d198 (_ bv2 16)))
;; <- success
(assert (= d196 (_ bv1 16)))
;; <- success
(assert (= d210 (_ bv2 16)))
;; <- success
(assert (= d200 (_ bv10 16)))
;; <- success
(assert (= d201 (_ bv65534 16)))
;; <- success
(assert (= d197 (_ bv2 16)))
;; <- success
(assert (= d202 (_ bv6 16)))
;; <- success
(assert (= d208 (_ bv10 16)))
;; <- success
(assert (= d205 (_ bv2 16)))
;; <- success
(assert (= d209 (_ bv8 16)))
;; <- success
(define-fun d211 () Bool (bvslt d210 d199))
;; <- success
(assert d211)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d212 () Bool (= d196 (_ bv0 16)))
;; <- success
(assert (not d212))
;; <- success
(define-fun d213 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d196 (ite (= i0p_rhs (_ bv1 16)) d197 (ite (= i0p_rhs (_ bv2 16)) (_ bv3 16) (_ bv0 16)))))
;; <- success
(define-fun d214 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d196 (ite (= i0p_base (_ bv1 16)) d197 (_ bv3 16))))
;; <- success
(define-fun d215 () Bool (and (and t0 (= pos0 (_ bv3 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d214 (_ bv0 16))))))
;; <- success
(define-fun d216 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d213 (ite (= d214 (_ bv1 16)) d205 (ite (= d214 (_ bv2 16)) d206 (_ bv65535 16)))))
;; <- success
(define-fun d217 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d199 (ite (= i0n_rhs (_ bv1 16)) d200 (ite (= i0n_rhs (_ bv2 16)) d201 (ite (= i0n_rhs (_ bv3 16)) d202 (ite (= i0n_rhs (_ bv4 16)) d210 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d218 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d196 (ite (= i0n_base (_ bv1 16)) d197 (_ bv3 16))))
;; <- success
(define-fun d219 () Bool (and (and t0 (= pos0 (_ bv3 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d218 (_ bv0 16))))))
;; <- success
(define-fun d220 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d217 (ite (= i0n_k (_ bv3 16)) (bvadd d217 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d218 (_ bv1 16)) d208 (ite (= d218 (_ bv2 16)) d209 d202)))))
;; <- success
(assert (=> (and d215 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d214 (_ bv1 16)) (= d214 (_ bv2 16)) (= d214 (_ bv3 16))))))
;; <- success
(assert (=> (and d219 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d218 (_ bv1 16)) (= d218 (_ bv2 16)) (= d218 (_ bv3 16))))))
;; <- success
(define-fun d221 () (_ BitVec 16) (ite (and d215 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d216 d196))
;; <- success
(define-fun d222 () (_ BitVec 16) (ite (and d215 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d216 d197))
;; <- success
(define-fun d223 () (_ BitVec 16) (ite (and d215 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d216 (_ bv3 16)))
;; <- success
(define-fun d224 () (_ BitVec 16) (ite (and d219 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d220 d199))
;; <- success
(define-fun d225 () (_ BitVec 16) (ite (and d219 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d220 d200))
;; <- success
(define-fun d226 () (_ BitVec 16) (ite (and d219 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d220 d201))
;; <- success
(define-fun d227 () (_ BitVec 16) (ite (and d219 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d220 d202))
;; <- success
(define-fun d228 () (_ BitVec 16) (ite (and d219 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d220 d210))
;; <- success
(define-fun d229 () Bool (and d215 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d230 () (_ BitVec 16) (ite (and d229 (= d214 (_ bv1 16))) d213 d205))
;; <- success
(define-fun d231 () (_ BitVec 16) (ite (and d229 (= d214 (_ bv2 16))) d213 d206))
;; <- success
(define-fun d232 () (_ BitVec 16) (ite (and d229 (= d214 (_ bv3 16))) d213 (_ bv65535 16)))
;; <- success
(define-fun d233 () Bool (and d219 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d234 () (_ BitVec 16) (ite (and d233 (= d218 (_ bv1 16))) d217 d208))
;; <- success
(define-fun d235 () (_ BitVec 16) (ite (and d233 (= d218 (_ bv2 16))) d217 d209))
;; <- success
(define-fun d236 () (_ BitVec 16) (ite (and d233 (= d218 (_ bv3 16))) d217 d202))
;; <- success
(define-fun d237 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d221 (ite (= g10_x (_ bv1 16)) d222 d223)))
;; <- success
(define-fun d238 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d221 (ite (= g10_y (_ bv1 16)) d222 (ite (= g10_y (_ bv2 16)) d223 (_ bv0 16)))))
;; <- success
(define-fun d239 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d224 (ite (= g10_x (_ bv1 16)) d225 (ite (= g10_x (_ bv2 16)) d226 (ite (= g10_x (_ bv3 16)) d227 d228)))))
;; <- success
(define-fun d240 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d224 (ite (= g10_y (_ bv1 16)) d225 (ite (= g10_y (_ bv2 16)) d226 (ite (= g10_y (_ bv3 16)) d227 (ite (= g10_y (_ bv4 16)) d228 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d241 () Bool (ite r10 (ite g10_del false (and (not d212) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d237 d238) (distinct d237 d238)) (ite (= g10_op (_ bv0 16)) (= d239 d240) (ite (= g10_op (_ bv1 16)) (distinct d239 d240) (ite (= g10_op (_ bv2 16)) (bvslt d239 d240) (ite (= g10_op (_ bv3 16)) (bvsle d239 d240) (ite (= g10_op (_ bv4 16)) (bvsgt d239 d240) (bvsge d239 d240))))))))) (not d212)))
;; <- success
(define-fun d242 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d221 (ite (= h10_rhs (_ bv1 16)) d222 (ite (= h10_rhs (_ bv2 16)) d223 (_ bv0 16)))))
;; <- success
(define-fun d243 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d221 (ite (= h10_base (_ bv1 16)) d222 d223)))
;; <- success
(define-fun d244 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d242 (ite (= d243 (_ bv1 16)) d230 (ite (= d243 (_ bv2 16)) d231 d232))))
;; <- success
(assert (=> (and d241 (not s10)) (or (= d221 (_ bv1 16)) (= d221 (_ bv2 16)) (= d221 (_ bv3 16)))))
;; <- success
(assert (=> (and (and d241 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d243 (_ bv1 16)) (= d243 (_ bv2 16)) (= d243 (_ bv3 16))))))
;; <- success
(define-fun d245 () (_ BitVec 16) (ite (and (and d241 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d244 d221))
;; <- success
(define-fun d246 () (_ BitVec 16) (ite (and (and d241 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d244 d222))
;; <- success
(define-fun d247 () (_ BitVec 16) (ite (and (and d241 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d244 d223))
;; <- success
(define-fun d248 () Bool (and d241 (not s10)))
;; <- success
(define-fun d249 () (_ BitVec 16) (ite (and d248 (= d221 (_ bv1 16))) d223 d230))
;; <- success
(define-fun d250 () (_ BitVec 16) (ite (and d248 (= d221 (_ bv2 16))) d223 d231))
;; <- success
(define-fun d251 () (_ BitVec 16) (ite (and d248 (= d221 (_ bv3 16))) d223 d232))
;; <- success
(define-fun d252 () Bool (and (and d241 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d253 () (_ BitVec 16) (ite (and d252 (= d243 (_ bv1 16))) d242 d249))
;; <- success
(define-fun d254 () (_ BitVec 16) (ite (and d252 (= d243 (_ bv2 16))) d242 d250))
;; <- success
(define-fun d255 () (_ BitVec 16) (ite (and d252 (= d243 (_ bv3 16))) d242 d251))
;; <- success
(define-fun d256 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d245 (ite (= i0p_rhs (_ bv1 16)) d246 (ite (= i0p_rhs (_ bv2 16)) d247 (_ bv0 16)))))
;; <- success
(define-fun d257 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d245 (ite (= i0p_base (_ bv1 16)) d246 d247)))
;; <- success
(define-fun d258 () Bool (and (and t0 (= pos0 (_ bv4 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d257 (_ bv0 16))))))
;; <- success
(define-fun d259 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d256 (ite (= d257 (_ bv1 16)) d253 (ite (= d257 (_ bv2 16)) d254 d255))))
;; <- success
(define-fun d260 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d224 (ite (= i0n_rhs (_ bv1 16)) d225 (ite (= i0n_rhs (_ bv2 16)) d226 (ite (= i0n_rhs (_ bv3 16)) d227 (ite (= i0n_rhs (_ bv4 16)) d228 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d261 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d245 (ite (= i0n_base (_ bv1 16)) d246 d247)))
;; <- success
(define-fun d262 () Bool (and (and t0 (= pos0 (_ bv4 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d261 (_ bv0 16))))))
;; <- success
(define-fun d263 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d260 (ite (= i0n_k (_ bv3 16)) (bvadd d260 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d261 (_ bv1 16)) d234 (ite (= d261 (_ bv2 16)) d235 d236)))))
;; <- success
(assert (=> (and d258 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d257 (_ bv1 16)) (= d257 (_ bv2 16)) (= d257 (_ bv3 16))))))
;; <- success
(assert (=> (and d262 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d261 (_ bv1 16)) (= d261 (_ bv2 16)) (= d261 (_ bv3 16))))))
;; <- success
(define-fun d264 () (_ BitVec 16) (ite (and d258 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d259 d245))
;; <- success
(define-fun d265 () (_ BitVec 16) (ite (and d258 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d259 d246))
;; <- success
(define-fun d266 () (_ BitVec 16) (ite (and d258 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d259 d247))
;; <- success
(define-fun d267 () (_ BitVec 16) (ite (and d262 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d263 d224))
;; <- success
(define-fun d268 () (_ BitVec 16) (ite (and d262 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d263 d225))
;; <- success
(define-fun d269 () (_ BitVec 16) (ite (and d262 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d263 d226))
;; <- success
(define-fun d270 () (_ BitVec 16) (ite (and d262 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d263 d227))
;; <- success
(define-fun d271 () (_ BitVec 16) (ite (and d262 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d263 d228))
;; <- success
(define-fun d272 () Bool (and d258 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d273 () (_ BitVec 16) (ite (and d272 (= d257 (_ bv1 16))) d256 d253))
;; <- success
(define-fun d274 () (_ BitVec 16) (ite (and d272 (= d257 (_ bv2 16))) d256 d254))
;; <- success
(define-fun d275 () (_ BitVec 16) (ite (and d272 (= d257 (_ bv3 16))) d256 d255))
;; <- success
(define-fun d276 () Bool (and d262 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d277 () (_ BitVec 16) (ite (and d276 (= d261 (_ bv1 16))) d260 d234))
;; <- success
(define-fun d278 () (_ BitVec 16) (ite (and d276 (= d261 (_ bv2 16))) d260 d235))
;; <- success
(define-fun d279 () (_ BitVec 16) (ite (and d276 (= d261 (_ bv3 16))) d260 d236))
;; <- success
(define-fun d280 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d264 (ite (= i0p_rhs (_ bv1 16)) d265 (ite (= i0p_rhs (_ bv2 16)) d266 (_ bv0 16)))))
;; <- success
(define-fun d281 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d264 (ite (= i0p_base (_ bv1 16)) d265 d266)))
;; <- success
(define-fun d282 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d281 (_ bv0 16))))))
;; <- success
(define-fun d283 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d280 (ite (= d281 (_ bv1 16)) d273 (ite (= d281 (_ bv2 16)) d274 d275))))
;; <- success
(define-fun d284 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d267 (ite (= i0n_rhs (_ bv1 16)) d268 (ite (= i0n_rhs (_ bv2 16)) d269 (ite (= i0n_rhs (_ bv3 16)) d270 (ite (= i0n_rhs (_ bv4 16)) d271 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d285 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d264 (ite (= i0n_base (_ bv1 16)) d265 d266)))
;; <- success
(define-fun d286 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d285 (_ bv0 16))))))
;; <- success
(define-fun d287 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d284 (ite (= i0n_k (_ bv3 16)) (bvadd d284 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d285 (_ bv1 16)) d277 (ite (= d285 (_ bv2 16)) d278 d279)))))
;; <- success
(assert (=> (and d282 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d281 (_ bv1 16)) (= d281 (_ bv2 16)) (= d281 (_ bv3 16))))))
;; <- success
(assert (=> (and d286 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d285 (_ bv1 16)) (= d285 (_ bv2 16)) (= d285 (_ bv3 16))))))
;; <- success
(define-fun d288 () (_ BitVec 16) (ite (and d282 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d283 d264))
;; <- success
(define-fun d289 () (_ BitVec 16) (ite (and d282 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d283 d265))
;; <- success
(define-fun d290 () (_ BitVec 16) (ite (and d282 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d283 d266))
;; <- success
(define-fun d291 () (_ BitVec 16) (ite (and d286 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d287 d267))
;; <- success
(define-fun d292 () (_ BitVec 16) (ite (and d286 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d287 d268))
;; <- success
(define-fun d293 () (_ BitVec 16) (ite (and d286 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d287 d269))
;; <- success
(define-fun d294 () (_ BitVec 16) (ite (and d286 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d287 d270))
;; <- success
(define-fun d295 () (_ BitVec 16) (ite (and d286 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d287 d271))
;; <- success
(define-fun d296 () Bool (and d282 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d297 () (_ BitVec 16) (ite (and d296 (= d281 (_ bv1 16))) d280 d273))
;; <- success
(define-fun d298 () (_ BitVec 16) (ite (and d296 (= d281 (_ bv2 16))) d280 d274))
;; <- success
(define-fun d299 () (_ BitVec 16) (ite (and d296 (= d281 (_ bv3 16))) d280 d275))
;; <- success
(define-fun d300 () Bool (and d286 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d301 () (_ BitVec 16) (ite (and d300 (= d285 (_ bv1 16))) d284 d277))
;; <- success
(define-fun d302 () (_ BitVec 16) (ite (and d300 (= d285 (_ bv2 16))) d284 d278))
;; <- success
(define-fun d303 () (_ BitVec 16) (ite (and d300 (= d285 (_ bv3 16))) d284 d279))
;; <- success
(define-fun d304 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d288 (ite (= g11_x (_ bv1 16)) d289 d290)))
;; <- success
(define-fun d305 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d288 (ite (= g11_y (_ bv1 16)) d289 (ite (= g11_y (_ bv2 16)) d290 (_ bv0 16)))))
;; <- success
(define-fun d306 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d291 (ite (= g11_x (_ bv1 16)) d292 (ite (= g11_x (_ bv2 16)) d293 (ite (= g11_x (_ bv3 16)) d294 d295)))))
;; <- success
(define-fun d307 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d291 (ite (= g11_y (_ bv1 16)) d292 (ite (= g11_y (_ bv2 16)) d293 (ite (= g11_y (_ bv3 16)) d294 (ite (= g11_y (_ bv4 16)) d295 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d308 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d304 d305) (distinct d304 d305)) (ite (= g11_op (_ bv0 16)) (= d306 d307) (ite (= g11_op (_ bv1 16)) (distinct d306 d307) (ite (= g11_op (_ bv2 16)) (bvslt d306 d307) (ite (= g11_op (_ bv3 16)) (bvsle d306 d307) (ite (= g11_op (_ bv4 16)) (bvsgt d306 d307) (bvsge d306 d307)))))))) true))
;; <- success
(define-fun d309 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d291 (ite (= h11_rhs (_ bv1 16)) d292 (ite (= h11_rhs (_ bv2 16)) d293 (ite (= h11_rhs (_ bv3 16)) d294 (ite (= h11_rhs (_ bv4 16)) d295 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d310 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d288 (ite (= h11_base (_ bv1 16)) d289 d290)))
;; <- success
(define-fun d311 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d291 d293) (ite (= h11_to (_ bv1 16)) (bvadd d292 d293) (ite (= h11_to (_ bv2 16)) (bvadd d293 d293) (ite (= h11_to (_ bv3 16)) (bvadd d294 d293) (bvadd d295 d293))))) (ite (= h11_to (_ bv0 16)) (bvadd d294 d291) (ite (= h11_to (_ bv1 16)) (bvadd d294 d292) (ite (= h11_to (_ bv2 16)) (bvadd d294 d293) (ite (= h11_to (_ bv3 16)) (bvadd d294 d294) (bvadd d294 d295)))))))
;; <- success
(define-fun d312 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d311 (ite (= h11_k (_ bv5 16)) (bvadd d294 d293) (ite (= h11_k (_ bv0 16)) d309 (ite (= h11_k (_ bv3 16)) (bvadd d309 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d310 (_ bv1 16)) d301 (ite (= d310 (_ bv2 16)) d302 d303)))))))
;; <- success
(assert (=> (and (and d308 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d310 (_ bv1 16)) (= d310 (_ bv2 16)) (= d310 (_ bv3 16))))))
;; <- success
(define-fun d313 () (_ BitVec 16) (ite (and d308 (not s11)) (bvadd d294 d293) d293))
;; <- success
(define-fun d314 () (_ BitVec 16) (ite (and (and d308 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d312 d291))
;; <- success
(define-fun d315 () (_ BitVec 16) (ite (and (and d308 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d312 d292))
;; <- success
(define-fun d316 () (_ BitVec 16) (ite (and (and d308 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d312 d313))
;; <- success
(define-fun d317 () (_ BitVec 16) (ite (and (and d308 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d312 d294))
;; <- success
(define-fun d318 () (_ BitVec 16) (ite (and (and d308 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d312 d295))
;; <- success
(define-fun d319 () Bool (and (and d308 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d320 () (_ BitVec 16) (ite (and d319 (= d310 (_ bv1 16))) d309 d301))
;; <- success
(define-fun d321 () (_ BitVec 16) (ite (and d319 (= d310 (_ bv2 16))) d309 d302))
;; <- success
(define-fun d322 () (_ BitVec 16) (ite (and d319 (= d310 (_ bv3 16))) d309 d303))
;; <- success
(define-fun d323 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d288 (ite (= i0p_rhs (_ bv1 16)) d289 (ite (= i0p_rhs (_ bv2 16)) d290 (_ bv0 16)))))
;; <- success
(define-fun d324 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d288 (ite (= i0p_base (_ bv1 16)) d289 d290)))
;; <- success
(define-fun d325 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d324 (_ bv0 16))))))
;; <- success
(define-fun d326 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d323 (ite (= d324 (_ bv1 16)) d297 (ite (= d324 (_ bv2 16)) d298 d299))))
;; <- success
(define-fun d327 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d314 (ite (= i0n_rhs (_ bv1 16)) d315 (ite (= i0n_rhs (_ bv2 16)) d316 (ite (= i0n_rhs (_ bv3 16)) d317 (ite (= i0n_rhs (_ bv4 16)) d318 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d328 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d288 (ite (= i0n_base (_ bv1 16)) d289 d290)))
;; <- success
(define-fun d329 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d328 (_ bv0 16))))))
;; <- success
(define-fun d330 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d327 (ite (= i0n_k (_ bv3 16)) (bvadd d327 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d328 (_ bv1 16)) d320 (ite (= d328 (_ bv2 16)) d321 d322)))))
;; <- success
(assert (=> (and d325 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d324 (_ bv1 16)) (= d324 (_ bv2 16)) (= d324 (_ bv3 16))))))
;; <- success
(assert (=> (and d329 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d328 (_ bv1 16)) (= d328 (_ bv2 16)) (= d328 (_ bv3 16))))))
;; <- success
(define-fun d331 () (_ BitVec 16) (ite (and d325 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d326 d288))
;; <- success
(define-fun d332 () (_ BitVec 16) (ite (and d325 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d326 d289))
;; <- success
(define-fun d333 () (_ BitVec 16) (ite (and d325 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d326 d290))
;; <- success
(define-fun d334 () (_ BitVec 16) (ite (and d329 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d330 d314))
;; <- success
(define-fun d335 () (_ BitVec 16) (ite (and d329 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d330 d315))
;; <- success
(define-fun d336 () (_ BitVec 16) (ite (and d329 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d330 d316))
;; <- success
(define-fun d337 () (_ BitVec 16) (ite (and d329 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d330 d317))
;; <- success
(define-fun d338 () (_ BitVec 16) (ite (and d329 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d330 d318))
;; <- success
(define-fun d339 () Bool (and d325 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d340 () (_ BitVec 16) (ite (and d339 (= d324 (_ bv1 16))) d323 d297))
;; <- success
(define-fun d341 () (_ BitVec 16) (ite (and d339 (= d324 (_ bv2 16))) d323 d298))
;; <- success
(define-fun d342 () (_ BitVec 16) (ite (and d339 (= d324 (_ bv3 16))) d323 d299))
;; <- success
(define-fun d343 () Bool (and d329 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d344 () (_ BitVec 16) (ite (and d343 (= d328 (_ bv1 16))) d327 d320))
;; <- success
(define-fun d345 () (_ BitVec 16) (ite (and d343 (= d328 (_ bv2 16))) d327 d321))
;; <- success
(define-fun d346 () (_ BitVec 16) (ite (and d343 (= d328 (_ bv3 16))) d327 d322))
;; <- success
(define-fun d347 () (_ BitVec 16) (bvadd d338 (_ bv1 16)))
;; <- success
(assert (= d334 (_ bv6 16)))
;; <- success
(assert (= d333 (_ bv3 16)))
;; <- success
(assert (= d331 (_ bv1 16)))
;; <- success
(assert (= d347 (_ bv3 16)))
;; <- success
(assert (= d335 (_ bv10 16)))
;; <- success
(assert (= d336 (_ bv65534 16)))
;; <- success
(assert (= d332 (_ bv3 16)))
;; <- success
(assert (= d337 (_ bv4 16)))
;; <- success
(assert (= d344 (_ bv10 16)))
;; <- success
(assert (= d340 (_ bv2 16)))
;; <- success
(assert (= d345 (_ bv8 16)))
;; <- success
(assert (= d341 (_ bv3 16)))
;; <- success
(assert (= d346 (_ bv6 16)))
;; <- success
(define-fun d348 () Bool (bvslt d347 d334))
;; <- success
(assert d348)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d349 () Bool (= d331 (_ bv0 16)))
;; <- success
(assert (not d349))
;; <- success
(define-fun d350 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d331 (ite (= i0p_rhs (_ bv1 16)) d332 (ite (= i0p_rhs (_ bv2 16)) (_ bv4 16) (_ bv0 16)))))
;; <- success
(define-fun d351 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d331 (ite (= i0p_base (_ bv1 16)) d332 (_ bv4 16))))
;; <- success
(define-fun d352 () Bool (and (and t0 (= pos0 (_ bv3 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d351 (_ bv0 16))))))
;; <- success
(define-fun d353 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d350 (ite (= d351 (_ bv1 16)) d340 (ite (= d351 (_ bv2 16)) d341 (ite (= d351 (_ bv3 16)) d342 (_ bv65535 16))))))
;; <- success
(define-fun d354 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d334 (ite (= i0n_rhs (_ bv1 16)) d335 (ite (= i0n_rhs (_ bv2 16)) d336 (ite (= i0n_rhs (_ bv3 16)) d337 (ite (= i0n_rhs (_ bv4 16)) d347 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d355 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d331 (ite (= i0n_base (_ bv1 16)) d332 (_ bv4 16))))
;; <- success
(define-fun d356 () Bool (and (and t0 (= pos0 (_ bv3 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d355 (_ bv0 16))))))
;; <- success
(define-fun d357 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d354 (ite (= i0n_k (_ bv3 16)) (bvadd d354 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d355 (_ bv1 16)) d344 (ite (= d355 (_ bv2 16)) d345 (ite (= d355 (_ bv3 16)) d346 d337))))))
;; <- success
(assert (=> (and d352 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d351 (_ bv1 16)) (= d351 (_ bv2 16)) (= d351 (_ bv3 16)) (= d351 (_ bv4 16))))))
;; <- success
(assert (=> (and d356 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d355 (_ bv1 16)) (= d355 (_ bv2 16)) (= d355 (_ bv3 16)) (= d355 (_ bv4 16))))))
;; <- success
(define-fun d358 () (_ BitVec 16) (ite (and d352 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d353 d331))
;; <- success
(define-fun d359 () (_ BitVec 16) (ite (and d352 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d353 d332))
;; <- success
(define-fun d360 () (_ BitVec 16) (ite (and d352 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d353 (_ bv4 16)))
;; <- success
(define-fun d361 () (_ BitVec 16) (ite (and d356 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d357 d334))
;; <- success
(define-fun d362 () (_ BitVec 16) (ite (and d356 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d357 d335))
;; <- success
(define-fun d363 () (_ BitVec 16) (ite (and d356 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d357 d336))
;; <- success
(define-fun d364 () (_ BitVec 16) (ite (and d356 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d357 d337))
;; <- success
(define-fun d365 () (_ BitVec 16) (ite (and d356 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d357 d347))
;; <- success
(define-fun d366 () Bool (and d352 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d367 () (_ BitVec 16) (ite (and d366 (= d351 (_ bv1 16))) d350 d340))
;; <- success
(define-fun d368 () (_ BitVec 16) (ite (and d366 (= d351 (_ bv2 16))) d350 d341))
;; <- success
(define-fun d369 () (_ BitVec 16) (ite (and d366 (= d351 (_ bv3 16))) d350 d342))
;; <- success
(define-fun d370 () (_ BitVec 16) (ite (and d366 (= d351 (_ bv4 16))) d350 (_ bv65535 16)))
;; <- success
(define-fun d371 () Bool (and d356 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d372 () (_ BitVec 16) (ite (and d371 (= d355 (_ bv1 16))) d354 d344))
;; <- success
(define-fun d373 () (_ BitVec 16) (ite (and d371 (= d355 (_ bv2 16))) d354 d345))
;; <- success
(define-fun d374 () (_ BitVec 16) (ite (and d371 (= d355 (_ bv3 16))) d354 d346))
;; <- success
(define-fun d375 () (_ BitVec 16) (ite (and d371 (= d355 (_ bv4 16))) d354 d337))
;; <- success
(define-fun d376 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d358 (ite (= g10_x (_ bv1 16)) d359 d360)))
;; <- success
(define-fun d377 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d358 (ite (= g10_y (_ bv1 16)) d359 (ite (= g10_y (_ bv2 16)) d360 (_ bv0 16)))))
;; <- success
(define-fun d378 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d361 (ite (= g10_x (_ bv1 16)) d362 (ite (= g10_x (_ bv2 16)) d363 (ite (= g10_x (_ bv3 16)) d364 d365)))))
;; <- success
(define-fun d379 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d361 (ite (= g10_y (_ bv1 16)) d362 (ite (= g10_y (_ bv2 16)) d363 (ite (= g10_y (_ bv3 16)) d364 (ite (= g10_y (_ bv4 16)) d365 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d380 () Bool (ite r10 (ite g10_del false (and (not d349) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d376 d377) (distinct d376 d377)) (ite (= g10_op (_ bv0 16)) (= d378 d379) (ite (= g10_op (_ bv1 16)) (distinct d378 d379) (ite (= g10_op (_ bv2 16)) (bvslt d378 d379) (ite (= g10_op (_ bv3 16)) (bvsle d378 d379) (ite (= g10_op (_ bv4 16)) (bvsgt d378 d379) (bvsge d378 d379))))))))) (not d349)))
;; <- success
(define-fun d381 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d358 (ite (= h10_rhs (_ bv1 16)) d359 (ite (= h10_rhs (_ bv2 16)) d360 (_ bv0 16)))))
;; <- success
(define-fun d382 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d358 (ite (= h10_base (_ bv1 16)) d359 d360)))
;; <- success
(define-fun d383 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d381 (ite (= d382 (_ bv1 16)) d367 (ite (= d382 (_ bv2 16)) d368 (ite (= d382 (_ bv3 16)) d369 d370)))))
;; <- success
(assert (=> (and d380 (not s10)) (or (= d358 (_ bv1 16)) (= d358 (_ bv2 16)) (= d358 (_ bv3 16)) (= d358 (_ bv4 16)))))
;; <- success
(assert (=> (and (and d380 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d382 (_ bv1 16)) (= d382 (_ bv2 16)) (= d382 (_ bv3 16)) (= d382 (_ bv4 16))))))
;; <- success
(define-fun d384 () (_ BitVec 16) (ite (and (and d380 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d383 d358))
;; <- success
(define-fun d385 () (_ BitVec 16) (ite (and (and d380 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d383 d359))
;; <- success
(define-fun d386 () (_ BitVec 16) (ite (and (and d380 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d383 d360))
;; <- success
(define-fun d387 () Bool (and d380 (not s10)))
;; <- success
(define-fun d388 () (_ BitVec 16) (ite (and d387 (= d358 (_ bv1 16))) d360 d367))
;; <- success
(define-fun d389 () (_ BitVec 16) (ite (and d387 (= d358 (_ bv2 16))) d360 d368))
;; <- success
(define-fun d390 () (_ BitVec 16) (ite (and d387 (= d358 (_ bv3 16))) d360 d369))
;; <- success
(define-fun d391 () (_ BitVec 16) (ite (and d387 (= d358 (_ bv4 16))) d360 d370))
;; <- success
(define-fun d392 () Bool (and (and d380 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d393 () (_ BitVec 16) (ite (and d392 (= d382 (_ bv1 16))) d381 d388))
;; <- success
(define-fun d394 () (_ BitVec 16) (ite (and d392 (= d382 (_ bv2 16))) d381 d389))
;; <- success
(define-fun d395 () (_ BitVec 16) (ite (and d392 (= d382 (_ bv3 16))) d381 d390))
;; <- success
(define-fun d396 () (_ BitVec 16) (ite (and d392 (= d382 (_ bv4 16))) d381 d391))
;; <- success
(define-fun d397 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d384 (ite (= i0p_rhs (_ bv1 16)) d385 (ite (= i0p_rhs (_ bv2 16)) d386 (_ bv0 16)))))
;; <- success
(define-fun d398 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d384 (ite (= i0p_base (_ bv1 16)) d385 d386)))
;; <- success
(define-fun d399 () Bool (and (and t0 (= pos0 (_ bv4 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d398 (_ bv0 16))))))
;; <- success
(define-fun d400 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d397 (ite (= d398 (_ bv1 16)) d393 (ite (= d398 (_ bv2 16)) d394 (ite (= d398 (_ bv3 16)) d395 d396)))))
;; <- success
(define-fun d401 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d361 (ite (= i0n_rhs (_ bv1 16)) d362 (ite (= i0n_rhs (_ bv2 16)) d363 (ite (= i0n_rhs (_ bv3 16)) d364 (ite (= i0n_rhs (_ bv4 16)) d365 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d402 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d384 (ite (= i0n_base (_ bv1 16)) d385 d386)))
;; <- success
(define-fun d403 () Bool (and (and t0 (= pos0 (_ bv4 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d402 (_ bv0 16))))))
;; <- success
(define-fun d404 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d401 (ite (= i0n_k (_ bv3 16)) (bvadd d401 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d402 (_ bv1 16)) d372 (ite (= d402 (_ bv2 16)) d373 (ite (= d402 (_ bv3 16)) d374 d375))))))
;; <- success
(assert (=> (and d399 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d398 (_ bv1 16)) (= d398 (_ bv2 16)) (= d398 (_ bv3 16)) (= d398 (_ bv4 16))))))
;; <- success
(assert (=> (and d403 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d402 (_ bv1 16)) (= d402 (_ bv2 16)) (= d402 (_ bv3 16)) (= d402 (_ bv4 16))))))
;; <- success
(define-fun d405 () (_ BitVec 16) (ite (and d399 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d400 d384))
;; <- success
(define-fun d406 () (_ BitVec 16) (ite (and d399 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d400 d385))
;; <- success
(define-fun d407 () (_ BitVec 16) (ite (and d399 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d400 d386))
;; <- success
(define-fun d408 () (_ BitVec 16) (ite (and d403 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d404 d361))
;; <- success
(define-fun d409 () (_ BitVec 16) (ite (and d403 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d404 d362))
;; <- success
(define-fun d410 () (_ BitVec 16) (ite (and d403 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d404 d363))
;; <- success
(define-fun d411 () (_ BitVec 16) (ite (and d403 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d404 d364))
;; <- success
(define-fun d412 () (_ BitVec 16) (ite (and d403 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d404 d365))
;; <- success
(define-fun d413 () Bool (and d399 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d414 () (_ BitVec 16) (ite (and d413 (= d398 (_ bv1 16))) d397 d393))
;; <- success
(define-fun d415 () (_ BitVec 16) (ite (and d413 (= d398 (_ bv2 16))) d397 d394))
;; <- success
(define-fun d416 () (_ BitVec 16) (ite (and d413 (= d398 (_ bv3 16))) d397 d395))
;; <- success
(define-fun d417 () (_ BitVec 16) (ite (and d413 (= d398 (_ bv4 16))) d397 d396))
;; <- success
(define-fun d418 () Bool (and d403 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d419 () (_ BitVec 16) (ite (and d418 (= d402 (_ bv1 16))) d401 d372))
;; <- success
(define-fun d420 () (_ BitVec 16) (ite (and d418 (= d402 (_ bv2 16))) d401 d373))
;; <- success
(define-fun d421 () (_ BitVec 16) (ite (and d418 (= d402 (_ bv3 16))) d401 d374))
;; <- success
(define-fun d422 () (_ BitVec 16) (ite (and d418 (= d402 (_ bv4 16))) d401 d375))
;; <- success
(define-fun d423 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d405 (ite (= i0p_rhs (_ bv1 16)) d406 (ite (= i0p_rhs (_ bv2 16)) d407 (_ bv0 16)))))
;; <- success
(define-fun d424 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d405 (ite (= i0p_base (_ bv1 16)) d406 d407)))
;; <- success
(define-fun d425 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d424 (_ bv0 16))))))
;; <- success
(define-fun d426 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d423 (ite (= d424 (_ bv1 16)) d414 (ite (= d424 (_ bv2 16)) d415 (ite (= d424 (_ bv3 16)) d416 d417)))))
;; <- success
(define-fun d427 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d408 (ite (= i0n_rhs (_ bv1 16)) d409 (ite (= i0n_rhs (_ bv2 16)) d410 (ite (= i0n_rhs (_ bv3 16)) d411 (ite (= i0n_rhs (_ bv4 16)) d412 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d428 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d405 (ite (= i0n_base (_ bv1 16)) d406 d407)))
;; <- success
(define-fun d429 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d428 (_ bv0 16))))))
;; <- success
(define-fun d430 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d427 (ite (= i0n_k (_ bv3 16)) (bvadd d427 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d428 (_ bv1 16)) d419 (ite (= d428 (_ bv2 16)) d420 (ite (= d428 (_ bv3 16)) d421 d422))))))
;; <- success
(assert (=> (and d425 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d424 (_ bv1 16)) (= d424 (_ bv2 16)) (= d424 (_ bv3 16)) (= d424 (_ bv4 16))))))
;; <- success
(assert (=> (and d429 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d428 (_ bv1 16)) (= d428 (_ bv2 16)) (= d428 (_ bv3 16)) (= d428 (_ bv4 16))))))
;; <- success
(define-fun d431 () (_ BitVec 16) (ite (and d425 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d426 d405))
;; <- success
(define-fun d432 () (_ BitVec 16) (ite (and d425 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d426 d406))
;; <- success
(define-fun d433 () (_ BitVec 16) (ite (and d425 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d426 d407))
;; <- success
(define-fun d434 () (_ BitVec 16) (ite (and d429 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d430 d408))
;; <- success
(define-fun d435 () (_ BitVec 16) (ite (and d429 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d430 d409))
;; <- success
(define-fun d436 () (_ BitVec 16) (ite (and d429 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d430 d410))
;; <- success
(define-fun d437 () (_ BitVec 16) (ite (and d429 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d430 d411))
;; <- success
(define-fun d438 () (_ BitVec 16) (ite (and d429 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d430 d412))
;; <- success
(define-fun d439 () Bool (and d425 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d440 () (_ BitVec 16) (ite (and d439 (= d424 (_ bv1 16))) d423 d414))
;; <- success
(define-fun d441 () (_ BitVec 16) (ite (and d439 (= d424 (_ bv2 16))) d423 d415))
;; <- success
(define-fun d442 () (_ BitVec 16) (ite (and d439 (= d424 (_ bv3 16))) d423 d416))
;; <- success
(define-fun d443 () (_ BitVec 16) (ite (and d439 (= d424 (_ bv4 16))) d423 d417))
;; <- success
(define-fun d444 () Bool (and d429 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d445 () (_ BitVec 16) (ite (and d444 (= d428 (_ bv1 16))) d427 d419))
;; <- success
(define-fun d446 () (_ BitVec 16) (ite (and d444 (= d428 (_ bv2 16))) d427 d420))
;; <- success
(define-fun d447 () (_ BitVec 16) (ite (and d444 (= d428 (_ bv3 16))) d427 d421))
;; <- success
(define-fun d448 () (_ BitVec 16) (ite (and d444 (= d428 (_ bv4 16))) d427 d422))
;; <- success
(define-fun d449 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d431 (ite (= g11_x (_ bv1 16)) d432 d433)))
;; <- success
(define-fun d450 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d431 (ite (= g11_y (_ bv1 16)) d432 (ite (= g11_y (_ bv2 16)) d433 (_ bv0 16)))))
;; <- success
(define-fun d451 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d434 (ite (= g11_x (_ bv1 16)) d435 (ite (= g11_x (_ bv2 16)) d436 (ite (= g11_x (_ bv3 16)) d437 d438)))))
;; <- success
(define-fun d452 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d434 (ite (= g11_y (_ bv1 16)) d435 (ite (= g11_y (_ bv2 16)) d436 (ite (= g11_y (_ bv3 16)) d437 (ite (= g11_y (_ bv4 16)) d438 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d453 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d449 d450) (distinct d449 d450)) (ite (= g11_op (_ bv0 16)) (= d451 d452) (ite (= g11_op (_ bv1 16)) (distinct d451 d452) (ite (= g11_op (_ bv2 16)) (bvslt d451 d452) (ite (= g11_op (_ bv3 16)) (bvsle d451 d452) (ite (= g11_op (_ bv4 16)) (bvsgt d451 d452) (bvsge d451 d452)))))))) true))
;; <- success
(define-fun d454 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d434 (ite (= h11_rhs (_ bv1 16)) d435 (ite (= h11_rhs (_ bv2 16)) d436 (ite (= h11_rhs (_ bv3 16)) d437 (ite (= h11_rhs (_ bv4 16)) d438 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d455 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d431 (ite (= h11_base (_ bv1 16)) d432 d433)))
;; <- success
(define-fun d456 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d434 d436) (ite (= h11_to (_ bv1 16)) (bvadd d435 d436) (ite (= h11_to (_ bv2 16)) (bvadd d436 d436) (ite (= h11_to (_ bv3 16)) (bvadd d437 d436) (bvadd d438 d436))))) (ite (= h11_to (_ bv0 16)) (bvadd d437 d434) (ite (= h11_to (_ bv1 16)) (bvadd d437 d435) (ite (= h11_to (_ bv2 16)) (bvadd d437 d436) (ite (= h11_to (_ bv3 16)) (bvadd d437 d437) (bvadd d437 d438)))))))
;; <- success
(define-fun d457 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d456 (ite (= h11_k (_ bv5 16)) (bvadd d437 d436) (ite (= h11_k (_ bv0 16)) d454 (ite (= h11_k (_ bv3 16)) (bvadd d454 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d455 (_ bv1 16)) d445 (ite (= d455 (_ bv2 16)) d446 (ite (= d455 (_ bv3 16)) d447 d448))))))))
;; <- success
(assert (=> (and (and d453 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d455 (_ bv1 16)) (= d455 (_ bv2 16)) (= d455 (_ bv3 16)) (= d455 (_ bv4 16))))))
;; <- success
(define-fun d458 () (_ BitVec 16) (ite (and d453 (not s11)) (bvadd d437 d436) d436))
;; <- success
(define-fun d459 () (_ BitVec 16) (ite (and (and d453 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d457 d434))
;; <- success
(define-fun d460 () (_ BitVec 16) (ite (and (and d453 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d457 d435))
;; <- success
(define-fun d461 () (_ BitVec 16) (ite (and (and d453 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d457 d458))
;; <- success
(define-fun d462 () (_ BitVec 16) (ite (and (and d453 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d457 d437))
;; <- success
(define-fun d463 () (_ BitVec 16) (ite (and (and d453 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d457 d438))
;; <- success
(define-fun d464 () Bool (and (and d453 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d465 () (_ BitVec 16) (ite (and d464 (= d455 (_ bv1 16))) d454 d445))
;; <- success
(define-fun d466 () (_ BitVec 16) (ite (and d464 (= d455 (_ bv2 16))) d454 d446))
;; <- success
(define-fun d467 () (_ BitVec 16) (ite (and d464 (= d455 (_ bv3 16))) d454 d447))
;; <- success
(define-fun d468 () (_ BitVec 16) (ite (and d464 (= d455 (_ bv4 16))) d454 d448))
;; <- success
(define-fun d469 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d431 (ite (= i0p_rhs (_ bv1 16)) d432 (ite (= i0p_rhs (_ bv2 16)) d433 (_ bv0 16)))))
;; <- success
(define-fun d470 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d431 (ite (= i0p_base (_ bv1 16)) d432 d433)))
;; <- success
(define-fun d471 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d470 (_ bv0 16))))))
;; <- success
(define-fun d472 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d469 (ite (= d470 (_ bv1 16)) d440 (ite (= d470 (_ bv2 16)) d441 (ite (= d470 (_ bv3 16)) d442 d443)))))
;; <- success
(define-fun d473 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d459 (ite (= i0n_rhs (_ bv1 16)) d460 (ite (= i0n_rhs (_ bv2 16)) d461 (ite (= i0n_rhs (_ bv3 16)) d462 (ite (= i0n_rhs (_ bv4 16)) d463 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d474 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d431 (ite (= i0n_base (_ bv1 16)) d432 d433)))
;; <- success
(define-fun d475 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d474 (_ bv0 16))))))
;; <- success
(define-fun d476 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d473 (ite (= i0n_k (_ bv3 16)) (bvadd d473 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d474 (_ bv1 16)) d465 (ite (= d474 (_ bv2 16)) d466 (ite (= d474 (_ bv3 16)) d467 d468))))))
;; <- success
(assert (=> (and d471 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d470 (_ bv1 16)) (= d470 (_ bv2 16)) (= d470 (_ bv3 16)) (= d470 (_ bv4 16))))))
;; <- success
(assert (=> (and d475 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d474 (_ bv1 16)) (= d474 (_ bv2 16)) (= d474 (_ bv3 16)) (= d474 (_ bv4 16))))))
;; <- success
(define-fun d477 () (_ BitVec 16) (ite (and d471 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d472 d431))
;; <- success
(define-fun d478 () (_ BitVec 16) (ite (and d471 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d472 d432))
;; <- success
(define-fun d479 () (_ BitVec 16) (ite (and d471 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d472 d433))
;; <- success
(define-fun d480 () (_ BitVec 16) (ite (and d475 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d476 d459))
;; <- success
(define-fun d481 () (_ BitVec 16) (ite (and d475 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d476 d460))
;; <- success
(define-fun d482 () (_ BitVec 16) (ite (and d475 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d476 d461))
;; <- success
(define-fun d483 () (_ BitVec 16) (ite (and d475 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d476 d462))
;; <- success
(define-fun d484 () (_ BitVec 16) (ite (and d475 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d476 d463))
;; <- success
(define-fun d485 () Bool (and d471 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d486 () (_ BitVec 16) (ite (and d485 (= d470 (_ bv1 16))) d469 d440))
;; <- success
(define-fun d487 () (_ BitVec 16) (ite (and d485 (= d470 (_ bv2 16))) d469 d441))
;; <- success
(define-fun d488 () (_ BitVec 16) (ite (and d485 (= d470 (_ bv3 16))) d469 d442))
;; <- success
(define-fun d489 () (_ BitVec 16) (ite (and d485 (= d470 (_ bv4 16))) d469 d443))
;; <- success
(define-fun d490 () Bool (and d475 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d491 () (_ BitVec 16) (ite (and d490 (= d474 (_ bv1 16))) d473 d465))
;; <- success
(define-fun d492 () (_ BitVec 16) (ite (and d490 (= d474 (_ bv2 16))) d473 d466))
;; <- success
(define-fun d493 () (_ BitVec 16) (ite (and d490 (= d474 (_ bv3 16))) d473 d467))
;; <- success
(define-fun d494 () (_ BitVec 16) (ite (and d490 (= d474 (_ bv4 16))) d473 d468))
;; <- success
(define-fun d495 () (_ BitVec 16) (bvadd d484 (_ bv1 16)))
;; <- success
(assert (= d480 (_ bv6 16)))
;; <- success
(assert (= d479 (_ bv4 16)))
;; <- success
(assert (= d477 (_ bv1 16)))
;; <- success
(assert (= d495 (_ bv4 16)))
;; <- success
(assert (= d481 (_ bv10 16)))
;; <- success
(assert (= d482 (_ bv65534 16)))
;; <- success
(assert (= d478 (_ bv4 16)))
;; <- success
(assert (= d483 (_ bv2 16)))
;; <- success
(assert (= d491 (_ bv10 16)))
;; <- success
(assert (= d486 (_ bv2 16)))
;; <- success
(assert (= d492 (_ bv8 16)))
;; <- success
(assert (= d487 (_ bv3 16)))
;; <- success
(assert (= d493 (_ bv6 16)))
;; <- success
(assert (= d488 (_ bv4 16)))
;; <- success
(assert (= d494 (_ bv4 16)))
;; <- success
(define-fun d496 () Bool (bvslt d495 d480))
;; <- success
(assert d496)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d497 () Bool (= d477 (_ bv0 16)))
;; <- success
(assert (not d497))
;; <- success
(define-fun d498 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d477 (ite (= i0p_rhs (_ bv1 16)) d478 (ite (= i0p_rhs (_ bv2 16)) (_ bv5 16) (_ bv0 16)))))
;; <- success
(define-fun d499 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d477 (ite (= i0p_base (_ bv1 16)) d478 (_ bv5 16))))
;; <- success
(define-fun d500 () Bool (and (and t0 (= pos0 (_ bv3 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d499 (_ bv0 16))))))
;; <- success
(define-fun d501 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d498 (ite (= d499 (_ bv1 16)) d486 (ite (= d499 (_ bv2 16)) d487 (ite (= d499 (_ bv3 16)) d488 (ite (= d499 (_ bv4 16)) d489 (_ bv65535 16)))))))
;; <- success
(define-fun d502 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d480 (ite (= i0n_rhs (_ bv1 16)) d481 (ite (= i0n_rhs (_ bv2 16)) d482 (ite (= i0n_rhs (_ bv3 16)) d483 (ite (= i0n_rhs (_ bv4 16)) d495 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d503 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d477 (ite (= i0n_base (_ bv1 16)) d478 (_ bv5 16))))
;; <- success
(define-fun d504 () Bool (and (and t0 (= pos0 (_ bv3 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d503 (_ bv0 16))))))
;; <- success
(define-fun d505 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d502 (ite (= i0n_k (_ bv3 16)) (bvadd d502 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d503 (_ bv1 16)) d491 (ite (= d503 (_ bv2 16)) d492 (ite (= d503 (_ bv3 16)) d493 (ite (= d503 (_ bv4 16)) d494 d483)))))))
;; <- success
(assert (=> (and d500 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d499 (_ bv1 16)) (= d499 (_ bv2 16)) (= d499 (_ bv3 16)) (= d499 (_ bv4 16)) (= d499 (_ bv5 16))))))
;; <- success
(assert (=> (and d504 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d503 (_ bv1 16)) (= d503 (_ bv2 16)) (= d503 (_ bv3 16)) (= d503 (_ bv4 16)) (= d503 (_ bv5 16))))))
;; <- success
(define-fun d506 () (_ BitVec 16) (ite (and d500 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d501 d477))
;; <- success
(define-fun d507 () (_ BitVec 16) (ite (and d500 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d501 d478))
;; <- success
(define-fun d508 () (_ BitVec 16) (ite (and d500 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d501 (_ bv5 16)))
;; <- success
(define-fun d509 () (_ BitVec 16) (ite (and d504 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d505 d480))
;; <- success
(define-fun d510 () (_ BitVec 16) (ite (and d504 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d505 d481))
;; <- success
(define-fun d511 () (_ BitVec 16) (ite (and d504 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d505 d482))
;; <- success
(define-fun d512 () (_ BitVec 16) (ite (and d504 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d505 d483))
;; <- success
(define-fun d513 () (_ BitVec 16) (ite (and d504 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d505 d495))
;; <- success
(define-fun d514 () Bool (and d500 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d515 () (_ BitVec 16) (ite (and d514 (= d499 (_ bv1 16))) d498 d486))
;; <- success
(define-fun d516 () (_ BitVec 16) (ite (and d514 (= d499 (_ bv2 16))) d498 d487))
;; <- success
(define-fun d517 () (_ BitVec 16) (ite (and d514 (= d499 (_ bv3 16))) d498 d488))
;; <- success
(define-fun d518 () (_ BitVec 16) (ite (and d514 (= d499 (_ bv4 16))) d498 d489))
;; <- success
(define-fun d519 () (_ BitVec 16) (ite (and d514 (= d499 (_ bv5 16))) d498 (_ bv65535 16)))
;; <- success
(define-fun d520 () Bool (and d504 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d521 () (_ BitVec 16) (ite (and d520 (= d503 (_ bv1 16))) d502 d491))
;; <- success
(define-fun d522 () (_ BitVec 16) (ite (and d520 (= d503 (_ bv2 16))) d502 d492))
;; <- success
(define-fun d523 () (_ BitVec 16) (ite (and d520 (= d503 (_ bv3 16))) d502 d493))
;; <- success
(define-fun d524 () (_ BitVec 16) (ite (and d520 (= d503 (_ bv4 16))) d502 d494))
;; <- success
(define-fun d525 () (_ BitVec 16) (ite (and d520 (= d503 (_ bv5 16))) d502 d483))
;; <- success
(define-fun d526 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d506 (ite (= g10_x (_ bv1 16)) d507 d508)))
;; <- success
(define-fun d527 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d506 (ite (= g10_y (_ bv1 16)) d507 (ite (= g10_y (_ bv2 16)) d508 (_ bv0 16)))))
;; <- success
(define-fun d528 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d509 (ite (= g10_x (_ bv1 16)) d510 (ite (= g10_x (_ bv2 16)) d511 (ite (= g10_x (_ bv3 16)) d512 d513)))))
;; <- success
(define-fun d529 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d509 (ite (= g10_y (_ bv1 16)) d510 (ite (= g10_y (_ bv2 16)) d511 (ite (= g10_y (_ bv3 16)) d512 (ite (= g10_y (_ bv4 16)) d513 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d530 () Bool (ite r10 (ite g10_del false (and (not d497) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d526 d527) (distinct d526 d527)) (ite (= g10_op (_ bv0 16)) (= d528 d529) (ite (= g10_op (_ bv1 16)) (distinct d528 d529) (ite (= g10_op (_ bv2 16)) (bvslt d528 d529) (ite (= g10_op (_ bv3 16)) (bvsle d528 d529) (ite (= g10_op (_ bv4 16)) (bvsgt d528 d529) (bvsge d528 d529))))))))) (not d497)))
;; <- success
(define-fun d531 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d506 (ite (= h10_rhs (_ bv1 16)) d507 (ite (= h10_rhs (_ bv2 16)) d508 (_ bv0 16)))))
;; <- success
(define-fun d532 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d506 (ite (= h10_base (_ bv1 16)) d507 d508)))
;; <- success
(define-fun d533 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d531 (ite (= d532 (_ bv1 16)) d515 (ite (= d532 (_ bv2 16)) d516 (ite (= d532 (_ bv3 16)) d517 (ite (= d532 (_ bv4 16)) d518 d519))))))
;; <- success
(assert (=> (and d530 (not s10)) (or (= d506 (_ bv1 16)) (= d506 (_ bv2 16)) (= d506 (_ bv3 16)) (= d506 (_ bv4 16)) (= d506 (_ bv5 16)))))
;; <- success
(assert (=> (and (and d530 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d532 (_ bv1 16)) (= d532 (_ bv2 16)) (= d532 (_ bv3 16)) (= d532 (_ bv4 16)) (= d532 (_ bv5 16))))))
;; <- success
(define-fun d534 () (_ BitVec 16) (ite (and (and d530 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d533 d506))
;; <- success
(define-fun d535 () (_ BitVec 16) (ite (and (and d530 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d533 d507))
;; <- success
(define-fun d536 () (_ BitVec 16) (ite (and (and d530 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d533 d508))
;; <- success
(define-fun d537 () Bool (and d530 (not s10)))
;; <- success
(define-fun d538 () (_ BitVec 16) (ite (and d537 (= d506 (_ bv1 16))) d508 d515))
;; <- success
(define-fun d539 () (_ BitVec 16) (ite (and d537 (= d506 (_ bv2 16))) d508 d516))
;; <- success
(define-fun d540 () (_ BitVec 16) (ite (and d537 (= d506 (_ bv3 16))) d508 d517))
;; <- success
(define-fun d541 () (_ BitVec 16) (ite (and d537 (= d506 (_ bv4 16))) d508 d518))
;; <- success
(define-fun d542 () (_ BitVec 16) (ite (and d537 (= d506 (_ bv5 16))) d508 d519))
;; <- success
(define-fun d543 () Bool (and (and d530 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d544 () (_ BitVec 16) (ite (and d543 (= d532 (_ bv1 16))) d531 d538))
;; <- success
(define-fun d545 () (_ BitVec 16) (ite (and d543 (= d532 (_ bv2 16))) d531 d539))
;; <- success
(define-fun d546 () (_ BitVec 16) (ite (and d543 (= d532 (_ bv3 16))) d531 d540))
;; <- success
(define-fun d547 () (_ BitVec 16) (ite (and d543 (= d532 (_ bv4 16))) d531 d541))
;; <- success
(define-fun d548 () (_ BitVec 16) (ite (and d543 (= d532 (_ bv5 16))) d531 d542))
;; <- success
(define-fun d549 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d534 (ite (= i0p_rhs (_ bv1 16)) d535 (ite (= i0p_rhs (_ bv2 16)) d536 (_ bv0 16)))))
;; <- success
(define-fun d550 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d534 (ite (= i0p_base (_ bv1 16)) d535 d536)))
;; <- success
(define-fun d551 () Bool (and (and t0 (= pos0 (_ bv4 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d550 (_ bv0 16))))))
;; <- success
(define-fun d552 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d549 (ite (= d550 (_ bv1 16)) d544 (ite (= d550 (_ bv2 16)) d545 (ite (= d550 (_ bv3 16)) d546 (ite (= d550 (_ bv4 16)) d547 d548))))))
;; <- success
(define-fun d553 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d509 (ite (= i0n_rhs (_ bv1 16)) d510 (ite (= i0n_rhs (_ bv2 16)) d511 (ite (= i0n_rhs (_ bv3 16)) d512 (ite (= i0n_rhs (_ bv4 16)) d513 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d554 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d534 (ite (= i0n_base (_ bv1 16)) d535 d536)))
;; <- success
(define-fun d555 () Bool (and (and t0 (= pos0 (_ bv4 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d554 (_ bv0 16))))))
;; <- success
(define-fun d556 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d553 (ite (= i0n_k (_ bv3 16)) (bvadd d553 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d554 (_ bv1 16)) d521 (ite (= d554 (_ bv2 16)) d522 (ite (= d554 (_ bv3 16)) d523 (ite (= d554 (_ bv4 16)) d524 d525)))))))
;; <- success
(assert (=> (and d551 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d550 (_ bv1 16)) (= d550 (_ bv2 16)) (= d550 (_ bv3 16)) (= d550 (_ bv4 16)) (= d550 (_ bv5 16))))))
;; <- success
(assert (=> (and d555 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d554 (_ bv1 16)) (= d554 (_ bv2 16)) (= d554 (_ bv3 16)) (= d554 (_ bv4 16)) (= d554 (_ bv5 16))))))
;; <- success
(define-fun d557 () (_ BitVec 16) (ite (and d551 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d552 d534))
;; <- success
(define-fun d558 () (_ BitVec 16) (ite (and d551 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d552 d535))
;; <- success
(define-fun d559 () (_ BitVec 16) (ite (and d551 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d552 d536))
;; <- success
(define-fun d560 () (_ BitVec 16) (ite (and d555 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d556 d509))
;; <- success
(define-fun d561 () (_ BitVec 16) (ite (and d555 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d556 d510))
;; <- success
(define-fun d562 () (_ BitVec 16) (ite (and d555 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d556 d511))
;; <- success
(define-fun d563 () (_ BitVec 16) (ite (and d555 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d556 d512))
;; <- success
(define-fun d564 () (_ BitVec 16) (ite (and d555 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d556 d513))
;; <- success
(define-fun d565 () Bool (and d551 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d566 () (_ BitVec 16) (ite (and d565 (= d550 (_ bv1 16))) d549 d544))
;; <- success
(define-fun d567 () (_ BitVec 16) (ite (and d565 (= d550 (_ bv2 16))) d549 d545))
;; <- success
(define-fun d568 () (_ BitVec 16) (ite (and d565 (= d550 (_ bv3 16))) d549 d546))
;; <- success
(define-fun d569 () (_ BitVec 16) (ite (and d565 (= d550 (_ bv4 16))) d549 d547))
;; <- success
(define-fun d570 () (_ BitVec 16) (ite (and d565 (= d550 (_ bv5 16))) d549 d548))
;; <- success
(define-fun d571 () Bool (and d555 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d572 () (_ BitVec 16) (ite (and d571 (= d554 (_ bv1 16))) d553 d521))
;; <- success
(define-fun d573 () (_ BitVec 16) (ite (and d571 (= d554 (_ bv2 16))) d553 d522))
;; <- success
(define-fun d574 () (_ BitVec 16) (ite (and d571 (= d554 (_ bv3 16))) d553 d523))
;; <- success
(define-fun d575 () (_ BitVec 16) (ite (and d571 (= d554 (_ bv4 16))) d553 d524))
;; <- success
(define-fun d576 () (_ BitVec 16) (ite (and d571 (= d554 (_ bv5 16))) d553 d525))
;; <- success
(define-fun d577 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d557 (ite (= i0p_rhs (_ bv1 16)) d558 (ite (= i0p_rhs (_ bv2 16)) d559 (_ bv0 16)))))
;; <- success
(define-fun d578 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d557 (ite (= i0p_base (_ bv1 16)) d558 d559)))
;; <- success
(define-fun d579 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d578 (_ bv0 16))))))
;; <- success
(define-fun d580 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d577 (ite (= d578 (_ bv1 16)) d566 (ite (= d578 (_ bv2 16)) d567 (ite (= d578 (_ bv3 16)) d568 (ite (= d578 (_ bv4 16)) d569 d570))))))
;; <- success
(define-fun d581 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d560 (ite (= i0n_rhs (_ bv1 16)) d561 (ite (= i0n_rhs (_ bv2 16)) d562 (ite (= i0n_rhs (_ bv3 16)) d563 (ite (= i0n_rhs (_ bv4 16)) d564 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d582 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d557 (ite (= i0n_base (_ bv1 16)) d558 d559)))
;; <- success
(define-fun d583 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d582 (_ bv0 16))))))
;; <- success
(define-fun d584 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d581 (ite (= i0n_k (_ bv3 16)) (bvadd d581 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d582 (_ bv1 16)) d572 (ite (= d582 (_ bv2 16)) d573 (ite (= d582 (_ bv3 16)) d574 (ite (= d582 (_ bv4 16)) d575 d576)))))))
;; <- success
(assert (=> (and d579 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d578 (_ bv1 16)) (= d578 (_ bv2 16)) (= d578 (_ bv3 16)) (= d578 (_ bv4 16)) (= d578 (_ bv5 16))))))
;; <- success
(assert (=> (and d583 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d582 (_ bv1 16)) (= d582 (_ bv2 16)) (= d582 (_ bv3 16)) (= d582 (_ bv4 16)) (= d582 (_ bv5 16))))))
;; <- success
(define-fun d585 () (_ BitVec 16) (ite (and d579 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d580 d557))
;; <- success
(define-fun d586 () (_ BitVec 16) (ite (and d579 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d580 d558))
;; <- success
(define-fun d587 () (_ BitVec 16) (ite (and d579 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d580 d559))
;; <- success
(define-fun d588 () (_ BitVec 16) (ite (and d583 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d584 d560))
;; <- success
(define-fun d589 () (_ BitVec 16) (ite (and d583 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d584 d561))
;; <- success
(define-fun d590 () (_ BitVec 16) (ite (and d583 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d584 d562))
;; <- success
(define-fun d591 () (_ BitVec 16) (ite (and d583 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d584 d563))
;; <- success
(define-fun d592 () (_ BitVec 16) (ite (and d583 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d584 d564))
;; <- success
(define-fun d593 () Bool (and d579 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d594 () (_ BitVec 16) (ite (and d593 (= d578 (_ bv1 16))) d577 d566))
;; <- success
(define-fun d595 () (_ BitVec 16) (ite (and d593 (= d578 (_ bv2 16))) d577 d567))
;; <- success
(define-fun d596 () (_ BitVec 16) (ite (and d593 (= d578 (_ bv3 16))) d577 d568))
;; <- success
(define-fun d597 () (_ BitVec 16) (ite (and d593 (= d578 (_ bv4 16))) d577 d569))
;; <- success
(define-fun d598 () (_ BitVec 16) (ite (and d593 (= d578 (_ bv5 16))) d577 d570))
;; <- success
(define-fun d599 () Bool (and d583 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d600 () (_ BitVec 16) (ite (and d599 (= d582 (_ bv1 16))) d581 d572))
;; <- success
(define-fun d601 () (_ BitVec 16) (ite (and d599 (= d582 (_ bv2 16))) d581 d573))
;; <- success
(define-fun d602 () (_ BitVec 16) (ite (and d599 (= d582 (_ bv3 16))) d581 d574))
;; <- success
(define-fun d603 () (_ BitVec 16) (ite (and d599 (= d582 (_ bv4 16))) d581 d575))
;; <- success
(define-fun d604 () (_ BitVec 16) (ite (and d599 (= d582 (_ bv5 16))) d581 d576))
;; <- success
(define-fun d605 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d585 (ite (= g11_x (_ bv1 16)) d586 d587)))
;; <- success
(define-fun d606 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d585 (ite (= g11_y (_ bv1 16)) d586 (ite (= g11_y (_ bv2 16)) d587 (_ bv0 16)))))
;; <- success
(define-fun d607 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d588 (ite (= g11_x (_ bv1 16)) d589 (ite (= g11_x (_ bv2 16)) d590 (ite (= g11_x (_ bv3 16)) d591 d592)))))
;; <- success
(define-fun d608 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d588 (ite (= g11_y (_ bv1 16)) d589 (ite (= g11_y (_ bv2 16)) d590 (ite (= g11_y (_ bv3 16)) d591 (ite (= g11_y (_ bv4 16)) d592 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d609 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d605 d606) (distinct d605 d606)) (ite (= g11_op (_ bv0 16)) (= d607 d608) (ite (= g11_op (_ bv1 16)) (distinct d607 d608) (ite (= g11_op (_ bv2 16)) (bvslt d607 d608) (ite (= g11_op (_ bv3 16)) (bvsle d607 d608) (ite (= g11_op (_ bv4 16)) (bvsgt d607 d608) (bvsge d607 d608)))))))) true))
;; <- success
(define-fun d610 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d588 (ite (= h11_rhs (_ bv1 16)) d589 (ite (= h11_rhs (_ bv2 16)) d590 (ite (= h11_rhs (_ bv3 16)) d591 (ite (= h11_rhs (_ bv4 16)) d592 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d611 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d585 (ite (= h11_base (_ bv1 16)) d586 d587)))
;; <- success
(define-fun d612 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d588 d590) (ite (= h11_to (_ bv1 16)) (bvadd d589 d590) (ite (= h11_to (_ bv2 16)) (bvadd d590 d590) (ite (= h11_to (_ bv3 16)) (bvadd d591 d590) (bvadd d592 d590))))) (ite (= h11_to (_ bv0 16)) (bvadd d591 d588) (ite (= h11_to (_ bv1 16)) (bvadd d591 d589) (ite (= h11_to (_ bv2 16)) (bvadd d591 d590) (ite (= h11_to (_ bv3 16)) (bvadd d591 d591) (bvadd d591 d592)))))))
;; <- success
(define-fun d613 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d612 (ite (= h11_k (_ bv5 16)) (bvadd d591 d590) (ite (= h11_k (_ bv0 16)) d610 (ite (= h11_k (_ bv3 16)) (bvadd d610 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d611 (_ bv1 16)) d600 (ite (= d611 (_ bv2 16)) d601 (ite (= d611 (_ bv3 16)) d602 (ite (= d611 (_ bv4 16)) d603 d604)))))))))
;; <- success
(assert (=> (and (and d609 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d611 (_ bv1 16)) (= d611 (_ bv2 16)) (= d611 (_ bv3 16)) (= d611 (_ bv4 16)) (= d611 (_ bv5 16))))))
;; <- success
(define-fun d614 () (_ BitVec 16) (ite (and d609 (not s11)) (bvadd d591 d590) d590))
;; <- success
(define-fun d615 () (_ BitVec 16) (ite (and (and d609 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d613 d588))
;; <- success
(define-fun d616 () (_ BitVec 16) (ite (and (and d609 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d613 d589))
;; <- success
(define-fun d617 () (_ BitVec 16) (ite (and (and d609 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d613 d614))
;; <- success
(define-fun d618 () (_ BitVec 16) (ite (and (and d609 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d613 d591))
;; <- success
(define-fun d619 () (_ BitVec 16) (ite (and (and d609 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d613 d592))
;; <- success
(define-fun d620 () Bool (and (and d609 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d621 () (_ BitVec 16) (ite (and d620 (= d611 (_ bv1 16))) d610 d600))
;; <- success
(define-fun d622 () (_ BitVec 16) (ite (and d620 (= d611 (_ bv2 16))) d610 d601))
;; <- success
(define-fun d623 () (_ BitVec 16) (ite (and d620 (= d611 (_ bv3 16))) d610 d602))
;; <- success
(define-fun d624 () (_ BitVec 16) (ite (and d620 (= d611 (_ bv4 16))) d610 d603))
;; <- success
(define-fun d625 () (_ BitVec 16) (ite (and d620 (= d611 (_ bv5 16))) d610 d604))
;; <- success
(define-fun d626 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d585 (ite (= i0p_rhs (_ bv1 16)) d586 (ite (= i0p_rhs (_ bv2 16)) d587 (_ bv0 16)))))
;; <- success
(define-fun d627 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d585 (ite (= i0p_base (_ bv1 16)) d586 d587)))
;; <- success
(define-fun d628 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d627 (_ bv0 16))))))
;; <- success
(define-fun d629 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d626 (ite (= d627 (_ bv1 16)) d594 (ite (= d627 (_ bv2 16)) d595 (ite (= d627 (_ bv3 16)) d596 (ite (= d627 (_ bv4 16)) d597 d598))))))
;; <- success
(define-fun d630 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d615 (ite (= i0n_rhs (_ bv1 16)) d616 (ite (= i0n_rhs (_ bv2 16)) d617 (ite (= i0n_rhs (_ bv3 16)) d618 (ite (= i0n_rhs (_ bv4 16)) d619 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d631 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d585 (ite (= i0n_base (_ bv1 16)) d586 d587)))
;; <- success
(define-fun d632 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d631 (_ bv0 16))))))
;; <- success
(define-fun d633 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d630 (ite (= i0n_k (_ bv3 16)) (bvadd d630 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d631 (_ bv1 16)) d621 (ite (= d631 (_ bv2 16)) d622 (ite (= d631 (_ bv3 16)) d623 (ite (= d631 (_ bv4 16)) d624 d625)))))))
;; <- success
(assert (=> (and d628 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d627 (_ bv1 16)) (= d627 (_ bv2 16)) (= d627 (_ bv3 16)) (= d627 (_ bv4 16)) (= d627 (_ bv5 16))))))
;; <- success
(assert (=> (and d632 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d631 (_ bv1 16)) (= d631 (_ bv2 16)) (= d631 (_ bv3 16)) (= d631 (_ bv4 16)) (= d631 (_ bv5 16))))))
;; <- success
(define-fun d634 () (_ BitVec 16) (ite (and d628 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d629 d585))
;; <- success
(define-fun d635 () (_ BitVec 16) (ite (and d628 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d629 d586))
;; <- success
(define-fun d636 () (_ BitVec 16) (ite (and d628 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d629 d587))
;; <- success
(define-fun d637 () (_ BitVec 16) (ite (and d632 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d633 d615))
;; <- success
(define-fun d638 () (_ BitVec 16) (ite (and d632 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d633 d616))
;; <- success
(define-fun d639 () (_ BitVec 16) (ite (and d632 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d633 d617))
;; <- success
(define-fun d640 () (_ BitVec 16) (ite (and d632 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d633 d618))
;; <- success
(define-fun d641 () (_ BitVec 16) (ite (and d632 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d633 d619))
;; <- success
(define-fun d642 () Bool (and d628 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d643 () (_ BitVec 16) (ite (and d642 (= d627 (_ bv1 16))) d626 d594))
;; <- success
(define-fun d644 () (_ BitVec 16) (ite (and d642 (= d627 (_ bv2 16))) d626 d595))
;; <- success
(define-fun d645 () (_ BitVec 16) (ite (and d642 (= d627 (_ bv3 16))) d626 d596))
;; <- success
(define-fun d646 () (_ BitVec 16) (ite (and d642 (= d627 (_ bv4 16))) d626 d597))
;; <- success
(define-fun d647 () (_ BitVec 16) (ite (and d642 (= d627 (_ bv5 16))) d626 d598))
;; <- success
(define-fun d648 () Bool (and d632 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d649 () (_ BitVec 16) (ite (and d648 (= d631 (_ bv1 16))) d630 d621))
;; <- success
(define-fun d650 () (_ BitVec 16) (ite (and d648 (= d631 (_ bv2 16))) d630 d622))
;; <- success
(define-fun d651 () (_ BitVec 16) (ite (and d648 (= d631 (_ bv3 16))) d630 d623))
;; <- success
(define-fun d652 () (_ BitVec 16) (ite (and d648 (= d631 (_ bv4 16))) d630 d624))
;; <- success
(define-fun d653 () (_ BitVec 16) (ite (and d648 (= d631 (_ bv5 16))) d630 d625))
;; <- success
(define-fun d654 () (_ BitVec 16) (bvadd d641 (_ bv1 16)))
;; <- success
(assert (= d637 (_ bv6 16)))
;; <- success
(assert (= d636 (_ bv5 16)))
;; <- success
(assert (= d634 (_ bv1 16)))
;; <- success
(assert (= d654 (_ bv5 16)))
;; <- success
(assert (= d638 (_ bv10 16)))
;; <- success
(assert (= d639 (_ bv65534 16)))
;; <- success
(assert (= d635 (_ bv5 16)))
;; <- success
(assert (= d640 (_ bv0 16)))
;; <- success
(assert (= d649 (_ bv10 16)))
;; <- success
(assert (= d643 (_ bv2 16)))
;; <- success
(assert (= d650 (_ bv8 16)))
;; <- success
(assert (= d644 (_ bv3 16)))
;; <- success
(assert (= d651 (_ bv6 16)))
;; <- success
(assert (= d645 (_ bv4 16)))
;; <- success
(assert (= d652 (_ bv4 16)))
;; <- success
(assert (= d646 (_ bv5 16)))
;; <- success
(assert (= d653 (_ bv2 16)))
;; <- success
(define-fun d655 () Bool (bvslt d654 d637))
;; <- success
(assert d655)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d656 () Bool (= d634 (_ bv0 16)))
;; <- success
(assert (not d656))
;; <- success
(define-fun d657 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d634 (ite (= i0p_rhs (_ bv1 16)) d635 (ite (= i0p_rhs (_ bv2 16)) (_ bv6 16) (_ bv0 16)))))
;; <- success
(define-fun d658 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d634 (ite (= i0p_base (_ bv1 16)) d635 (_ bv6 16))))
;; <- success
(define-fun d659 () Bool (and (and t0 (= pos0 (_ bv3 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d658 (_ bv0 16))))))
;; <- success
(define-fun d660 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d657 (ite (= d658 (_ bv1 16)) d643 (ite (= d658 (_ bv2 16)) d644 (ite (= d658 (_ bv3 16)) d645 (ite (= d658 (_ bv4 16)) d646 (ite (= d658 (_ bv5 16)) d647 (_ bv65535 16))))))))
;; <- success
(define-fun d661 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d637 (ite (= i0n_rhs (_ bv1 16)) d638 (ite (= i0n_rhs (_ bv2 16)) d639 (ite (= i0n_rhs (_ bv3 16)) d640 (ite (= i0n_rhs (_ bv4 16)) d654 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d662 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d634 (ite (= i0n_base (_ bv1 16)) d635 (_ bv6 16))))
;; <- success
(define-fun d663 () Bool (and (and t0 (= pos0 (_ bv3 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d662 (_ bv0 16))))))
;; <- success
(define-fun d664 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d661 (ite (= i0n_k (_ bv3 16)) (bvadd d661 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d662 (_ bv1 16)) d649 (ite (= d662 (_ bv2 16)) d650 (ite (= d662 (_ bv3 16)) d651 (ite (= d662 (_ bv4 16)) d652 (ite (= d662 (_ bv5 16)) d653 d640))))))))
;; <- success
(assert (=> (and d659 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d658 (_ bv1 16)) (= d658 (_ bv2 16)) (= d658 (_ bv3 16)) (= d658 (_ bv4 16)) (= d658 (_ bv5 16)) (= d658 (_ bv6 16))))))
;; <- success
(assert (=> (and d663 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d662 (_ bv1 16)) (= d662 (_ bv2 16)) (= d662 (_ bv3 16)) (= d662 (_ bv4 16)) (= d662 (_ bv5 16)) (= d662 (_ bv6 16))))))
;; <- success
(define-fun d665 () (_ BitVec 16) (ite (and d659 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d660 d634))
;; <- success
(define-fun d666 () (_ BitVec 16) (ite (and d659 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d660 d635))
;; <- success
(define-fun d667 () (_ BitVec 16) (ite (and d659 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d660 (_ bv6 16)))
;; <- success
(define-fun d668 () (_ BitVec 16) (ite (and d663 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d664 d637))
;; <- success
(define-fun d669 () (_ BitVec 16) (ite (and d663 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d664 d638))
;; <- success
(define-fun d670 () (_ BitVec 16) (ite (and d663 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d664 d639))
;; <- success
(define-fun d671 () (_ BitVec 16) (ite (and d663 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d664 d640))
;; <- success
(define-fun d672 () (_ BitVec 16) (ite (and d663 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d664 d654))
;; <- success
(define-fun d673 () Bool (and d659 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d674 () (_ BitVec 16) (ite (and d673 (= d658 (_ bv1 16))) d657 d643))
;; <- success
(define-fun d675 () (_ BitVec 16) (ite (and d673 (= d658 (_ bv2 16))) d657 d644))
;; <- success
(define-fun d676 () (_ BitVec 16) (ite (and d673 (= d658 (_ bv3 16))) d657 d645))
;; <- success
(define-fun d677 () (_ BitVec 16) (ite (and d673 (= d658 (_ bv4 16))) d657 d646))
;; <- success
(define-fun d678 () (_ BitVec 16) (ite (and d673 (= d658 (_ bv5 16))) d657 d647))
;; <- success
(define-fun d679 () (_ BitVec 16) (ite (and d673 (= d658 (_ bv6 16))) d657 (_ bv65535 16)))
;; <- success
(define-fun d680 () Bool (and d663 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d681 () (_ BitVec 16) (ite (and d680 (= d662 (_ bv1 16))) d661 d649))
;; <- success
(define-fun d682 () (_ BitVec 16) (ite (and d680 (= d662 (_ bv2 16))) d661 d650))
;; <- success
(define-fun d683 () (_ BitVec 16) (ite (and d680 (= d662 (_ bv3 16))) d661 d651))
;; <- success
(define-fun d684 () (_ BitVec 16) (ite (and d680 (= d662 (_ bv4 16))) d661 d652))
;; <- success
(define-fun d685 () (_ BitVec 16) (ite (and d680 (= d662 (_ bv5 16))) d661 d653))
;; <- success
(define-fun d686 () (_ BitVec 16) (ite (and d680 (= d662 (_ bv6 16))) d661 d640))
;; <- success
(define-fun d687 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d665 (ite (= g10_x (_ bv1 16)) d666 d667)))
;; <- success
(define-fun d688 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d665 (ite (= g10_y (_ bv1 16)) d666 (ite (= g10_y (_ bv2 16)) d667 (_ bv0 16)))))
;; <- success
(define-fun d689 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d668 (ite (= g10_x (_ bv1 16)) d669 (ite (= g10_x (_ bv2 16)) d670 (ite (= g10_x (_ bv3 16)) d671 d672)))))
;; <- success
(define-fun d690 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d668 (ite (= g10_y (_ bv1 16)) d669 (ite (= g10_y (_ bv2 16)) d670 (ite (= g10_y (_ bv3 16)) d671 (ite (= g10_y (_ bv4 16)) d672 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d691 () Bool (ite r10 (ite g10_del false (and (not d656) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d687 d688) (distinct d687 d688)) (ite (= g10_op (_ bv0 16)) (= d689 d690) (ite (= g10_op (_ bv1 16)) (distinct d689 d690) (ite (= g10_op (_ bv2 16)) (bvslt d689 d690) (ite (= g10_op (_ bv3 16)) (bvsle d689 d690) (ite (= g10_op (_ bv4 16)) (bvsgt d689 d690) (bvsge d689 d690))))))))) (not d656)))
;; <- success
(define-fun d692 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d665 (ite (= h10_rhs (_ bv1 16)) d666 (ite (= h10_rhs (_ bv2 16)) d667 (_ bv0 16)))))
;; <- success
(define-fun d693 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d665 (ite (= h10_base (_ bv1 16)) d666 d667)))
;; <- success
(define-fun d694 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d692 (ite (= d693 (_ bv1 16)) d674 (ite (= d693 (_ bv2 16)) d675 (ite (= d693 (_ bv3 16)) d676 (ite (= d693 (_ bv4 16)) d677 (ite (= d693 (_ bv5 16)) d678 d679)))))))
;; <- success
(assert (=> (and d691 (not s10)) (or (= d665 (_ bv1 16)) (= d665 (_ bv2 16)) (= d665 (_ bv3 16)) (= d665 (_ bv4 16)) (= d665 (_ bv5 16)) (= d665 (_ bv6 16)))))
;; <- success
(assert (=> (and (and d691 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d693 (_ bv1 16)) (= d693 (_ bv2 16)) (= d693 (_ bv3 16)) (= d693 (_ bv4 16)) (= d693 (_ bv5 16)) (= d693 (_ bv6 16))))))
;; <- success
(define-fun d695 () (_ BitVec 16) (ite (and (and d691 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d694 d665))
;; <- success
(define-fun d696 () (_ BitVec 16) (ite (and (and d691 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d694 d666))
;; <- success
(define-fun d697 () (_ BitVec 16) (ite (and (and d691 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d694 d667))
;; <- success
(define-fun d698 () Bool (and d691 (not s10)))
;; <- success
(define-fun d699 () (_ BitVec 16) (ite (and d698 (= d665 (_ bv1 16))) d667 d674))
;; <- success
(define-fun d700 () (_ BitVec 16) (ite (and d698 (= d665 (_ bv2 16))) d667 d675))
;; <- success
(define-fun d701 () (_ BitVec 16) (ite (and d698 (= d665 (_ bv3 16))) d667 d676))
;; <- success
(define-fun d702 () (_ BitVec 16) (ite (and d698 (= d665 (_ bv4 16))) d667 d677))
;; <- success
(define-fun d703 () (_ BitVec 16) (ite (and d698 (= d665 (_ bv5 16))) d667 d678))
;; <- success
(define-fun d704 () (_ BitVec 16) (ite (and d698 (= d665 (_ bv6 16))) d667 d679))
;; <- success
(define-fun d705 () Bool (and (and d691 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d706 () (_ BitVec 16) (ite (and d705 (= d693 (_ bv1 16))) d692 d699))
;; <- success
(define-fun d707 () (_ BitVec 16) (ite (and d705 (= d693 (_ bv2 16))) d692 d700))
;; <- success
(define-fun d708 () (_ BitVec 16) (ite (and d705 (= d693 (_ bv3 16))) d692 d701))
;; <- success
(define-fun d709 () (_ BitVec 16) (ite (and d705 (= d693 (_ bv4 16))) d692 d702))
;; <- success
(define-fun d710 () (_ BitVec 16) (ite (and d705 (= d693 (_ bv5 16))) d692 d703))
;; <- success
(define-fun d711 () (_ BitVec 16) (ite (and d705 (= d693 (_ bv6 16))) d692 d704))
;; <- success
(define-fun d712 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d695 (ite (= i0p_rhs (_ bv1 16)) d696 (ite (= i0p_rhs (_ bv2 16)) d697 (_ bv0 16)))))
;; <- success
(define-fun d713 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d695 (ite (= i0p_base (_ bv1 16)) d696 d697)))
;; <- success
(define-fun d714 () Bool (and (and t0 (= pos0 (_ bv4 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d713 (_ bv0 16))))))
;; <- success
(define-fun d715 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d712 (ite (= d713 (_ bv1 16)) d706 (ite (= d713 (_ bv2 16)) d707 (ite (= d713 (_ bv3 16)) d708 (ite (= d713 (_ bv4 16)) d709 (ite (= d713 (_ bv5 16)) d710 d711)))))))
;; <- success
(define-fun d716 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d668 (ite (= i0n_rhs (_ bv1 16)) d669 (ite (= i0n_rhs (_ bv2 16)) d670 (ite (= i0n_rhs (_ bv3 16)) d671 (ite (= i0n_rhs (_ bv4 16)) d672 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d717 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d695 (ite (= i0n_base (_ bv1 16)) d696 d697)))
;; <- success
(define-fun d718 () Bool (and (and t0 (= pos0 (_ bv4 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d717 (_ bv0 16))))))
;; <- success
(define-fun d719 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d716 (ite (= i0n_k (_ bv3 16)) (bvadd d716 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d717 (_ bv1 16)) d681 (ite (= d717 (_ bv2 16)) d682 (ite (= d717 (_ bv3 16)) d683 (ite (= d717 (_ bv4 16)) d684 (ite (= d717 (_ bv5 16)) d685 d686))))))))
;; <- success
(assert (=> (and d714 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d713 (_ bv1 16)) (= d713 (_ bv2 16)) (= d713 (_ bv3 16)) (= d713 (_ bv4 16)) (= d713 (_ bv5 16)) (= d713 (_ bv6 16))))))
;; <- success
(assert (=> (and d718 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d717 (_ bv1 16)) (= d717 (_ bv2 16)) (= d717 (_ bv3 16)) (= d717 (_ bv4 16)) (= d717 (_ bv5 16)) (= d717 (_ bv6 16))))))
;; <- success
(define-fun d720 () (_ BitVec 16) (ite (and d714 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d715 d695))
;; <- success
(define-fun d721 () (_ BitVec 16) (ite (and d714 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d715 d696))
;; <- success
(define-fun d722 () (_ BitVec 16) (ite (and d714 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d715 d697))
;; <- success
(define-fun d723 () (_ BitVec 16) (ite (and d718 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d719 d668))
;; <- success
(define-fun d724 () (_ BitVec 16) (ite (and d718 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d719 d669))
;; <- success
(define-fun d725 () (_ BitVec 16) (ite (and d718 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d719 d670))
;; <- success
(define-fun d726 () (_ BitVec 16) (ite (and d718 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d719 d671))
;; <- success
(define-fun d727 () (_ BitVec 16) (ite (and d718 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d719 d672))
;; <- success
(define-fun d728 () Bool (and d714 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d729 () (_ BitVec 16) (ite (and d728 (= d713 (_ bv1 16))) d712 d706))
;; <- success
(define-fun d730 () (_ BitVec 16) (ite (and d728 (= d713 (_ bv2 16))) d712 d707))
;; <- success
(define-fun d731 () (_ BitVec 16) (ite (and d728 (= d713 (_ bv3 16))) d712 d708))
;; <- success
(define-fun d732 () (_ BitVec 16) (ite (and d728 (= d713 (_ bv4 16))) d712 d709))
;; <- success
(define-fun d733 () (_ BitVec 16) (ite (and d728 (= d713 (_ bv5 16))) d712 d710))
;; <- success
(define-fun d734 () (_ BitVec 16) (ite (and d728 (= d713 (_ bv6 16))) d712 d711))
;; <- success
(define-fun d735 () Bool (and d718 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d736 () (_ BitVec 16) (ite (and d735 (= d717 (_ bv1 16))) d716 d681))
;; <- success
(define-fun d737 () (_ BitVec 16) (ite (and d735 (= d717 (_ bv2 16))) d716 d682))
;; <- success
(define-fun d738 () (_ BitVec 16) (ite (and d735 (= d717 (_ bv3 16))) d716 d683))
;; <- success
(define-fun d739 () (_ BitVec 16) (ite (and d735 (= d717 (_ bv4 16))) d716 d684))
;; <- success
(define-fun d740 () (_ BitVec 16) (ite (and d735 (= d717 (_ bv5 16))) d716 d685))
;; <- success
(define-fun d741 () (_ BitVec 16) (ite (and d735 (= d717 (_ bv6 16))) d716 d686))
;; <- success
(define-fun d742 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d720 (ite (= i0p_rhs (_ bv1 16)) d721 (ite (= i0p_rhs (_ bv2 16)) d722 (_ bv0 16)))))
;; <- success
(define-fun d743 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d720 (ite (= i0p_base (_ bv1 16)) d721 d722)))
;; <- success
(define-fun d744 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d743 (_ bv0 16))))))
;; <- success
(define-fun d745 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d742 (ite (= d743 (_ bv1 16)) d729 (ite (= d743 (_ bv2 16)) d730 (ite (= d743 (_ bv3 16)) d731 (ite (= d743 (_ bv4 16)) d732 (ite (= d743 (_ bv5 16)) d733 d734)))))))
;; <- success
(define-fun d746 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d723 (ite (= i0n_rhs (_ bv1 16)) d724 (ite (= i0n_rhs (_ bv2 16)) d725 (ite (= i0n_rhs (_ bv3 16)) d726 (ite (= i0n_rhs (_ bv4 16)) d727 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d747 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d720 (ite (= i0n_base (_ bv1 16)) d721 d722)))
;; <- success
(define-fun d748 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d747 (_ bv0 16))))))
;; <- success
(define-fun d749 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d746 (ite (= i0n_k (_ bv3 16)) (bvadd d746 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d747 (_ bv1 16)) d736 (ite (= d747 (_ bv2 16)) d737 (ite (= d747 (_ bv3 16)) d738 (ite (= d747 (_ bv4 16)) d739 (ite (= d747 (_ bv5 16)) d740 d741))))))))
;; <- success
(assert (=> (and d744 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d743 (_ bv1 16)) (= d743 (_ bv2 16)) (= d743 (_ bv3 16)) (= d743 (_ bv4 16)) (= d743 (_ bv5 16)) (= d743 (_ bv6 16))))))
;; <- success
(assert (=> (and d748 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d747 (_ bv1 16)) (= d747 (_ bv2 16)) (= d747 (_ bv3 16)) (= d747 (_ bv4 16)) (= d747 (_ bv5 16)) (= d747 (_ bv6 16))))))
;; <- success
(define-fun d750 () (_ BitVec 16) (ite (and d744 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d745 d720))
;; <- success
(define-fun d751 () (_ BitVec 16) (ite (and d744 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d745 d721))
;; <- success
(define-fun d752 () (_ BitVec 16) (ite (and d744 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d745 d722))
;; <- success
(define-fun d753 () (_ BitVec 16) (ite (and d748 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d749 d723))
;; <- success
(define-fun d754 () (_ BitVec 16) (ite (and d748 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d749 d724))
;; <- success
(define-fun d755 () (_ BitVec 16) (ite (and d748 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d749 d725))
;; <- success
(define-fun d756 () (_ BitVec 16) (ite (and d748 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d749 d726))
;; <- success
(define-fun d757 () (_ BitVec 16) (ite (and d748 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d749 d727))
;; <- success
(define-fun d758 () Bool (and d744 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d759 () (_ BitVec 16) (ite (and d758 (= d743 (_ bv1 16))) d742 d729))
;; <- success
(define-fun d760 () (_ BitVec 16) (ite (and d758 (= d743 (_ bv2 16))) d742 d730))
;; <- success
(define-fun d761 () (_ BitVec 16) (ite (and d758 (= d743 (_ bv3 16))) d742 d731))
;; <- success
(define-fun d762 () (_ BitVec 16) (ite (and d758 (= d743 (_ bv4 16))) d742 d732))
;; <- success
(define-fun d763 () (_ BitVec 16) (ite (and d758 (= d743 (_ bv5 16))) d742 d733))
;; <- success
(define-fun d764 () (_ BitVec 16) (ite (and d758 (= d743 (_ bv6 16))) d742 d734))
;; <- success
(define-fun d765 () Bool (and d748 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d766 () (_ BitVec 16) (ite (and d765 (= d747 (_ bv1 16))) d746 d736))
;; <- success
(define-fun d767 () (_ BitVec 16) (ite (and d765 (= d747 (_ bv2 16))) d746 d737))
;; <- success
(define-fun d768 () (_ BitVec 16) (ite (and d765 (= d747 (_ bv3 16))) d746 d738))
;; <- success
(define-fun d769 () (_ BitVec 16) (ite (and d765 (= d747 (_ bv4 16))) d746 d739))
;; <- success
(define-fun d770 () (_ BitVec 16) (ite (and d765 (= d747 (_ bv5 16))) d746 d740))
;; <- success
(define-fun d771 () (_ BitVec 16) (ite (and d765 (= d747 (_ bv6 16))) d746 d741))
;; <- success
(define-fun d772 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d750 (ite (= g11_x (_ bv1 16)) d751 d752)))
;; <- success
(define-fun d773 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d750 (ite (= g11_y (_ bv1 16)) d751 (ite (= g11_y (_ bv2 16)) d752 (_ bv0 16)))))
;; <- success
(define-fun d774 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d753 (ite (= g11_x (_ bv1 16)) d754 (ite (= g11_x (_ bv2 16)) d755 (ite (= g11_x (_ bv3 16)) d756 d757)))))
;; <- success
(define-fun d775 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d753 (ite (= g11_y (_ bv1 16)) d754 (ite (= g11_y (_ bv2 16)) d755 (ite (= g11_y (_ bv3 16)) d756 (ite (= g11_y (_ bv4 16)) d757 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d776 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d772 d773) (distinct d772 d773)) (ite (= g11_op (_ bv0 16)) (= d774 d775) (ite (= g11_op (_ bv1 16)) (distinct d774 d775) (ite (= g11_op (_ bv2 16)) (bvslt d774 d775) (ite (= g11_op (_ bv3 16)) (bvsle d774 d775) (ite (= g11_op (_ bv4 16)) (bvsgt d774 d775) (bvsge d774 d775)))))))) true))
;; <- success
(define-fun d777 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d753 (ite (= h11_rhs (_ bv1 16)) d754 (ite (= h11_rhs (_ bv2 16)) d755 (ite (= h11_rhs (_ bv3 16)) d756 (ite (= h11_rhs (_ bv4 16)) d757 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d778 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d750 (ite (= h11_base (_ bv1 16)) d751 d752)))
;; <- success
(define-fun d779 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d753 d755) (ite (= h11_to (_ bv1 16)) (bvadd d754 d755) (ite (= h11_to (_ bv2 16)) (bvadd d755 d755) (ite (= h11_to (_ bv3 16)) (bvadd d756 d755) (bvadd d757 d755))))) (ite (= h11_to (_ bv0 16)) (bvadd d756 d753) (ite (= h11_to (_ bv1 16)) (bvadd d756 d754) (ite (= h11_to (_ bv2 16)) (bvadd d756 d755) (ite (= h11_to (_ bv3 16)) (bvadd d756 d756) (bvadd d756 d757)))))))
;; <- success
(define-fun d780 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d779 (ite (= h11_k (_ bv5 16)) (bvadd d756 d755) (ite (= h11_k (_ bv0 16)) d777 (ite (= h11_k (_ bv3 16)) (bvadd d777 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d778 (_ bv1 16)) d766 (ite (= d778 (_ bv2 16)) d767 (ite (= d778 (_ bv3 16)) d768 (ite (= d778 (_ bv4 16)) d769 (ite (= d778 (_ bv5 16)) d770 d771))))))))))
;; <- success
(assert (=> (and (and d776 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d778 (_ bv1 16)) (= d778 (_ bv2 16)) (= d778 (_ bv3 16)) (= d778 (_ bv4 16)) (= d778 (_ bv5 16)) (= d778 (_ bv6 16))))))
;; <- success
(define-fun d781 () (_ BitVec 16) (ite (and d776 (not s11)) (bvadd d756 d755) d755))
;; <- success
(define-fun d782 () (_ BitVec 16) (ite (and (and d776 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d780 d753))
;; <- success
(define-fun d783 () (_ BitVec 16) (ite (and (and d776 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d780 d754))
;; <- success
(define-fun d784 () (_ BitVec 16) (ite (and (and d776 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d780 d781))
;; <- success
(define-fun d785 () (_ BitVec 16) (ite (and (and d776 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d780 d756))
;; <- success
(define-fun d786 () (_ BitVec 16) (ite (and (and d776 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d780 d757))
;; <- success
(define-fun d787 () Bool (and (and d776 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d788 () (_ BitVec 16) (ite (and d787 (= d778 (_ bv1 16))) d777 d766))
;; <- success
(define-fun d789 () (_ BitVec 16) (ite (and d787 (= d778 (_ bv2 16))) d777 d767))
;; <- success
(define-fun d790 () (_ BitVec 16) (ite (and d787 (= d778 (_ bv3 16))) d777 d768))
;; <- success
(define-fun d791 () (_ BitVec 16) (ite (and d787 (= d778 (_ bv4 16))) d777 d769))
;; <- success
(define-fun d792 () (_ BitVec 16) (ite (and d787 (= d778 (_ bv5 16))) d777 d770))
;; <- success
(define-fun d793 () (_ BitVec 16) (ite (and d787 (= d778 (_ bv6 16))) d777 d771))
;; <- success
(define-fun d794 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d750 (ite (= i0p_rhs (_ bv1 16)) d751 (ite (= i0p_rhs (_ bv2 16)) d752 (_ bv0 16)))))
;; <- success
(define-fun d795 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d750 (ite (= i0p_base (_ bv1 16)) d751 d752)))
;; <- success
(define-fun d796 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d795 (_ bv0 16))))))
;; <- success
(define-fun d797 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d794 (ite (= d795 (_ bv1 16)) d759 (ite (= d795 (_ bv2 16)) d760 (ite (= d795 (_ bv3 16)) d761 (ite (= d795 (_ bv4 16)) d762 (ite (= d795 (_ bv5 16)) d763 d764)))))))
;; <- success
(define-fun d798 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d782 (ite (= i0n_rhs (_ bv1 16)) d783 (ite (= i0n_rhs (_ bv2 16)) d784 (ite (= i0n_rhs (_ bv3 16)) d785 (ite (= i0n_rhs (_ bv4 16)) d786 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d799 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d750 (ite (= i0n_base (_ bv1 16)) d751 d752)))
;; <- success
(define-fun d800 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d799 (_ bv0 16))))))
;; <- success
(define-fun d801 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d798 (ite (= i0n_k (_ bv3 16)) (bvadd d798 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d799 (_ bv1 16)) d788 (ite (= d799 (_ bv2 16)) d789 (ite (= d799 (_ bv3 16)) d790 (ite (= d799 (_ bv4 16)) d791 (ite (= d799 (_ bv5 16)) d792 d793))))))))
;; <- success
(assert (=> (and d796 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d795 (_ bv1 16)) (= d795 (_ bv2 16)) (= d795 (_ bv3 16)) (= d795 (_ bv4 16)) (= d795 (_ bv5 16)) (= d795 (_ bv6 16))))))
;; <- success
(assert (=> (and d800 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d799 (_ bv1 16)) (= d799 (_ bv2 16)) (= d799 (_ bv3 16)) (= d799 (_ bv4 16)) (= d799 (_ bv5 16)) (= d799 (_ bv6 16))))))
;; <- success
(define-fun d802 () (_ BitVec 16) (ite (and d796 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d797 d750))
;; <- success
(define-fun d803 () (_ BitVec 16) (ite (and d796 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d797 d751))
;; <- success
(define-fun d804 () (_ BitVec 16) (ite (and d796 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d797 d752))
;; <- success
(define-fun d805 () (_ BitVec 16) (ite (and d800 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d801 d782))
;; <- success
(define-fun d806 () (_ BitVec 16) (ite (and d800 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d801 d783))
;; <- success
(define-fun d807 () (_ BitVec 16) (ite (and d800 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d801 d784))
;; <- success
(define-fun d808 () (_ BitVec 16) (ite (and d800 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d801 d785))
;; <- success
(define-fun d809 () (_ BitVec 16) (ite (and d800 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d801 d786))
;; <- success
(define-fun d810 () Bool (and d796 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d811 () (_ BitVec 16) (ite (and d810 (= d795 (_ bv1 16))) d794 d759))
;; <- success
(define-fun d812 () (_ BitVec 16) (ite (and d810 (= d795 (_ bv2 16))) d794 d760))
;; <- success
(define-fun d813 () (_ BitVec 16) (ite (and d810 (= d795 (_ bv3 16))) d794 d761))
;; <- success
(define-fun d814 () (_ BitVec 16) (ite (and d810 (= d795 (_ bv4 16))) d794 d762))
;; <- success
(define-fun d815 () (_ BitVec 16) (ite (and d810 (= d795 (_ bv5 16))) d794 d763))
;; <- success
(define-fun d816 () (_ BitVec 16) (ite (and d810 (= d795 (_ bv6 16))) d794 d764))
;; <- success
(define-fun d817 () Bool (and d800 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d818 () (_ BitVec 16) (ite (and d817 (= d799 (_ bv1 16))) d798 d788))
;; <- success
(define-fun d819 () (_ BitVec 16) (ite (and d817 (= d799 (_ bv2 16))) d798 d789))
;; <- success
(define-fun d820 () (_ BitVec 16) (ite (and d817 (= d799 (_ bv3 16))) d798 d790))
;; <- success
(define-fun d821 () (_ BitVec 16) (ite (and d817 (= d799 (_ bv4 16))) d798 d791))
;; <- success
(define-fun d822 () (_ BitVec 16) (ite (and d817 (= d799 (_ bv5 16))) d798 d792))
;; <- success
(define-fun d823 () (_ BitVec 16) (ite (and d817 (= d799 (_ bv6 16))) d798 d793))
;; <- success
(define-fun d824 () (_ BitVec 16) (bvadd d809 (_ bv1 16)))
;; <- success
(assert (= d805 (_ bv6 16)))
;; <- success
(assert (= d804 (_ bv6 16)))
;; <- success
(assert (= d802 (_ bv1 16)))
;; <- success
(assert (= d824 (_ bv6 16)))
;; <- success
(assert (= d806 (_ bv10 16)))
;; <- success
(assert (= d807 (_ bv65534 16)))
;; <- success
(assert (= d803 (_ bv6 16)))
;; <- success
(assert (= d808 (_ bv65534 16)))
;; <- success
(assert (= d818 (_ bv10 16)))
;; <- success
(assert (= d811 (_ bv2 16)))
;; <- success
(assert (= d819 (_ bv8 16)))
;; <- success
(assert (= d812 (_ bv3 16)))
;; <- success
(assert (= d820 (_ bv6 16)))
;; <- success
(assert (= d813 (_ bv4 16)))
;; <- success
(assert (= d821 (_ bv4 16)))
;; <- success
(assert (= d814 (_ bv5 16)))
;; <- success
(assert (= d822 (_ bv2 16)))
;; <- success
(assert (= d815 (_ bv6 16)))
;; <- success
(assert (= d823 (_ bv0 16)))
;; <- success
(define-fun d825 () Bool (bvslt d824 d805))
;; <- success
(assert (not d825))
;; <- success
(define-fun d826 () Bool (not (= d803 (_ bv0 16))))
;; <- success
(assert d826)
;; <- success
(assert (=> d826 (or (= d803 (_ bv1 16)) (= d803 (_ bv2 16)) (= d803 (_ bv3 16)) (= d803 (_ bv4 16)) (= d803 (_ bv5 16)) (= d803 (_ bv6 16)))))
;; <- success
(define-fun d827 () (_ BitVec 16) (ite (and d826 (= d803 (_ bv1 16))) d802 d811))
;; <- success
(define-fun d828 () (_ BitVec 16) (ite (and d826 (= d803 (_ bv2 16))) d802 d812))
;; <- success
(define-fun d829 () (_ BitVec 16) (ite (and d826 (= d803 (_ bv3 16))) d802 d813))
;; <- success
(define-fun d830 () (_ BitVec 16) (ite (and d826 (= d803 (_ bv4 16))) d802 d814))
;; <- success
(define-fun d831 () (_ BitVec 16) (ite (and d826 (= d803 (_ bv5 16))) d802 d815))
;; <- success
(define-fun d832 () (_ BitVec 16) (ite (and d826 (= d803 (_ bv6 16))) d802 d816))
;; <- success
(assert (= d805 (_ bv6 16)))
;; <- success
(assert (= d804 (_ bv6 16)))
;; <- success
(assert (= d802 (_ bv1 16)))
;; <- success
(assert (= d824 (_ bv6 16)))
;; <- success
(assert (= d802 (_ bv1 16)))
;; <- success
(assert (= d806 (_ bv10 16)))
;; <- success
(assert (= d807 (_ bv65534 16)))
;; <- success
(assert (= d803 (_ bv6 16)))
;; <- success
(assert (= d808 (_ bv65534 16)))
;; <- success
(assert (= d818 (_ bv10 16)))
;; <- success
(assert (= d827 (_ bv2 16)))
;; <- success
(assert (= d819 (_ bv8 16)))
;; <- success
(assert (= d828 (_ bv3 16)))
;; <- success
(assert (= d820 (_ bv6 16)))
;; <- success
(assert (= d829 (_ bv4 16)))
;; <- success
(assert (= d821 (_ bv4 16)))
;; <- success
(assert (= d830 (_ bv5 16)))
;; <- success
(assert (= d822 (_ bv2 16)))
;; <- success
(assert (= d831 (_ bv6 16)))
;; <- success
(assert (= d823 (_ bv0 16)))
;; <- success
(assert (= d832 (_ bv1 16)))
;; <- success
(declare-const u833 Bool)
;; <- success
(declare-const u834 Bool)
;; <- success
(declare-const u835 Bool)
;; <- success
(declare-const u836 (_ BitVec 16))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d837 () Bool (bvslt (_ bv0 16) (_ bv2 16)))
;; <- success
(assert d837)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d838 () Bool (= (_ bv0 16) (_ bv0 16)))
;; <- success
(assert d838)
;; <- success
(define-fun d839 () (_ BitVec 16) (ite d838 (_ bv1 16) (_ bv0 16)))
;; <- success
(define-fun d840 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d839 (ite (= i0p_rhs (_ bv1 16)) (_ bv0 16) (ite (= i0p_rhs (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d841 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d839 (ite (= i0p_base (_ bv1 16)) (_ bv0 16) (_ bv1 16))))
;; <- success
(define-fun d842 () Bool (and (and t0 (= pos0 (_ bv0 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d841 (_ bv0 16))))))
;; <- success
(define-fun d843 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d840 (_ bv65535 16)))
;; <- success
(define-fun d844 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) (_ bv2 16) (ite (= i0n_rhs (_ bv1 16)) (_ bv0 16) (ite (= i0n_rhs (_ bv2 16)) (_ bv7 16) (ite (= i0n_rhs (_ bv3 16)) (_ bv0 16) (ite (= i0n_rhs (_ bv4 16)) (_ bv0 16) (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d845 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d839 (ite (= i0n_base (_ bv1 16)) (_ bv0 16) (_ bv1 16))))
;; <- success
(define-fun d846 () Bool (and (and t0 (= pos0 (_ bv0 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d845 (_ bv0 16))))))
;; <- success
(define-fun d847 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d844 (ite (= i0n_k (_ bv3 16)) (bvadd d844 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv0 16))))
;; <- success
(assert (=> (and d842 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (= d841 (_ bv1 16)))))
;; <- success
(assert (=> (and d846 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (= d845 (_ bv1 16)))))
;; <- success
(define-fun d848 () (_ BitVec 16) (ite (and d842 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d843 d839))
;; <- success
(define-fun d849 () (_ BitVec 16) (ite (and d842 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d843 (_ bv0 16)))
;; <- success
(define-fun d850 () (_ BitVec 16) (ite (and d842 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d843 (_ bv1 16)))
;; <- success
(define-fun d851 () (_ BitVec 16) (ite (and d846 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d847 (_ bv2 16)))
;; <- success
(define-fun d852 () (_ BitVec 16) (ite (and d846 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d847 (_ bv0 16)))
;; <- success
(define-fun d853 () (_ BitVec 16) (ite (and d846 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d847 (_ bv7 16)))
;; <- success
(define-fun d854 () (_ BitVec 16) (ite (and d846 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d847 (_ bv0 16)))
;; <- success
(define-fun d855 () (_ BitVec 16) (ite (and d846 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d847 (_ bv0 16)))
;; <- success
(define-fun d856 () (_ BitVec 16) (ite (and (and d842 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))) (= d841 (_ bv1 16))) d840 (_ bv65535 16)))
;; <- success
(define-fun d857 () (_ BitVec 16) (ite (and (and d846 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))) (= d845 (_ bv1 16))) d844 (_ bv0 16)))
;; <- success
(define-fun d858 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d848 (ite (= i0p_rhs (_ bv1 16)) d849 (ite (= i0p_rhs (_ bv2 16)) d850 (_ bv0 16)))))
;; <- success
(define-fun d859 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d848 (ite (= i0p_base (_ bv1 16)) d849 d850)))
;; <- success
(define-fun d860 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d859 (_ bv0 16))))))
;; <- success
(define-fun d861 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d858 d856))
;; <- success
(define-fun d862 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d851 (ite (= i0n_rhs (_ bv1 16)) d852 (ite (= i0n_rhs (_ bv2 16)) d853 (ite (= i0n_rhs (_ bv3 16)) d854 (ite (= i0n_rhs (_ bv4 16)) d855 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d863 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d848 (ite (= i0n_base (_ bv1 16)) d849 d850)))
;; <- success
(define-fun d864 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d863 (_ bv0 16))))))
;; <- success
(define-fun d865 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d862 (ite (= i0n_k (_ bv3 16)) (bvadd d862 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d857)))
;; <- success
(assert (=> (and d860 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (= d859 (_ bv1 16)))))
;; <- success
(assert (=> (and d864 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (= d863 (_ bv1 16)))))
;; <- success
(define-fun d866 () (_ BitVec 16) (ite (and d860 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d861 d848))
;; <- success
(define-fun d867 () (_ BitVec 16) (ite (and d860 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d861 d849))
;; <- success
(define-fun d868 () (_ BitVec 16) (ite (and d860 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d861 d850))
;; <- success
(define-fun d869 () (_ BitVec 16) (ite (and d864 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d865 d851))
;; <- success
(define-fun d870 () (_ BitVec 16) (ite (and d864 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d865 d852))
;; <- success
(define-fun d871 () (_ BitVec 16) (ite (and d864 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d865 d853))
;; <- success
(define-fun d872 () (_ BitVec 16) (ite (and d864 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d865 d854))
;; <- success
(define-fun d873 () (_ BitVec 16) (ite (and d864 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d865 d855))
;; <- success
(define-fun d874 () (_ BitVec 16) (ite (and (and d860 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))) (= d859 (_ bv1 16))) d858 d856))
;; <- success
(define-fun d875 () (_ BitVec 16) (ite (and (and d864 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))) (= d863 (_ bv1 16))) d862 d857))
;; <- success
(define-fun d876 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d866 (ite (= g11_x (_ bv1 16)) d867 d868)))
;; <- success
(define-fun d877 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d866 (ite (= g11_y (_ bv1 16)) d867 (ite (= g11_y (_ bv2 16)) d868 (_ bv0 16)))))
;; <- success
(define-fun d878 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d869 (ite (= g11_x (_ bv1 16)) d870 (ite (= g11_x (_ bv2 16)) d871 (ite (= g11_x (_ bv3 16)) d872 d873)))))
;; <- success
(define-fun d879 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d869 (ite (= g11_y (_ bv1 16)) d870 (ite (= g11_y (_ bv2 16)) d871 (ite (= g11_y (_ bv3 16)) d872 (ite (= g11_y (_ bv4 16)) d873 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d880 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d876 d877) (distinct d876 d877)) (ite (= g11_op (_ bv0 16)) (= d878 d879) (ite (= g11_op (_ bv1 16)) (distinct d878 d879) (ite (= g11_op (_ bv2 16)) (bvslt d878 d879) (ite (= g11_op (_ bv3 16)) (bvsle d878 d879) (ite (= g11_op (_ bv4 16)) (bvsgt d878 d879) (bvsge d878 d879)))))))) true))
;; <- success
(define-fun d881 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d869 (ite (= h11_rhs (_ bv1 16)) d870 (ite (= h11_rhs (_ bv2 16)) d871 (ite (= h11_rhs (_ bv3 16)) d872 (ite (= h11_rhs (_ bv4 16)) d873 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d882 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d866 (ite (= h11_base (_ bv1 16)) d867 d868)))
;; <- success
(define-fun d883 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d869 d871) (ite (= h11_to (_ bv1 16)) (bvadd d870 d871) (ite (= h11_to (_ bv2 16)) (bvadd d871 d871) (ite (= h11_to (_ bv3 16)) (bvadd d872 d871) (bvadd d873 d871))))) (ite (= h11_to (_ bv0 16)) (bvadd d872 d869) (ite (= h11_to (_ bv1 16)) (bvadd d872 d870) (ite (= h11_to (_ bv2 16)) (bvadd d872 d871) (ite (= h11_to (_ bv3 16)) (bvadd d872 d872) (bvadd d872 d873)))))))
;; <- success
(define-fun d884 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d883 (ite (= h11_k (_ bv5 16)) (bvadd d872 d871) (ite (= h11_k (_ bv0 16)) d881 (ite (= h11_k (_ bv3 16)) (bvadd d881 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d875)))))
;; <- success
(assert (=> (and (and d880 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (= d882 (_ bv1 16)))))
;; <- success
(define-fun d885 () (_ BitVec 16) (ite (and d880 (not s11)) (bvadd d872 d871) d871))
;; <- success
(define-fun d886 () (_ BitVec 16) (ite (and (and d880 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d884 d869))
;; <- success
(define-fun d887 () (_ BitVec 16) (ite (and (and d880 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d884 d870))
;; <- success
(define-fun d888 () (_ BitVec 16) (ite (and (and d880 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d884 d885))
;; <- success
(define-fun d889 () (_ BitVec 16) (ite (and (and d880 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d884 d872))
;; <- success
(define-fun d890 () (_ BitVec 16) (ite (and (and d880 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d884 d873))
;; <- success
(define-fun d891 () (_ BitVec 16) (ite (and (and (and d880 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))) (= d882 (_ bv1 16))) d881 d875))
;; <- success
(define-fun d892 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d866 (ite (= i0p_rhs (_ bv1 16)) d867 (ite (= i0p_rhs (_ bv2 16)) d868 (_ bv0 16)))))
;; <- success
(define-fun d893 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d866 (ite (= i0p_base (_ bv1 16)) d867 d868)))
;; <- success
(define-fun d894 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d893 (_ bv0 16))))))
;; <- success
(define-fun d895 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d892 d874))
;; <- success
(define-fun d896 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d886 (ite (= i0n_rhs (_ bv1 16)) d887 (ite (= i0n_rhs (_ bv2 16)) d888 (ite (= i0n_rhs (_ bv3 16)) d889 (ite (= i0n_rhs (_ bv4 16)) d890 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d897 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d866 (ite (= i0n_base (_ bv1 16)) d867 d868)))
;; <- success
(define-fun d898 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d897 (_ bv0 16))))))
;; <- success
(define-fun d899 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d896 (ite (= i0n_k (_ bv3 16)) (bvadd d896 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d891)))
;; <- success
(assert (=> (and d894 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (= d893 (_ bv1 16)))))
;; <- success
(assert (=> (and d898 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (= d897 (_ bv1 16)))))
;; <- success
(define-fun d900 () (_ BitVec 16) (ite (and d894 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d895 d866))
;; <- success
(define-fun d901 () (_ BitVec 16) (ite (and d894 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d895 d867))
;; <- success
(define-fun d902 () (_ BitVec 16) (ite (and d894 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d895 d868))
;; <- success
(define-fun d903 () (_ BitVec 16) (ite (and d898 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d899 d886))
;; <- success
(define-fun d904 () (_ BitVec 16) (ite (and d898 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d899 d887))
;; <- success
(define-fun d905 () (_ BitVec 16) (ite (and d898 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d899 d888))
;; <- success
(define-fun d906 () (_ BitVec 16) (ite (and d898 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d899 d889))
;; <- success
(define-fun d907 () (_ BitVec 16) (ite (and d898 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d899 d890))
;; <- success
(define-fun d908 () (_ BitVec 16) (ite (and (and d894 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))) (= d893 (_ bv1 16))) d892 d874))
;; <- success
(define-fun d909 () (_ BitVec 16) (ite (and (and d898 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))) (= d897 (_ bv1 16))) d896 d891))
;; <- success
(define-fun d910 () (_ BitVec 16) (bvadd d907 (_ bv1 16)))
;; <- success
(assert (= d903 (_ bv2 16)))
;; <- success
(assert (= d902 (_ bv1 16)))
;; <- success
(assert (= d900 (_ bv1 16)))
;; <- success
(assert (= d910 (_ bv1 16)))
;; <- success
(assert (= d904 (_ bv0 16)))
;; <- success
(assert (= d905 (_ bv7 16)))
;; <- success
(assert (= d901 (_ bv1 16)))
;; <- success
(assert (= d906 (_ bv7 16)))
;; <- success
(assert (= d909 (_ bv0 16)))
;; <- success
(define-fun d911 () Bool (bvslt d910 d903))
;; <- success
(assert d911)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d912 () Bool (= d900 (_ bv0 16)))
;; <- success
(assert (not d912))
;; <- success
(define-fun d913 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d900 (ite (= i0p_rhs (_ bv1 16)) d901 (ite (= i0p_rhs (_ bv2 16)) (_ bv2 16) (_ bv0 16)))))
;; <- success
(define-fun d914 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d900 (ite (= i0p_base (_ bv1 16)) d901 (_ bv2 16))))
;; <- success
(define-fun d915 () Bool (and (and t0 (= pos0 (_ bv3 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d914 (_ bv0 16))))))
;; <- success
(define-fun d916 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d913 (ite (= d914 (_ bv1 16)) d908 (_ bv65535 16))))
;; <- success
(define-fun d917 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d903 (ite (= i0n_rhs (_ bv1 16)) d904 (ite (= i0n_rhs (_ bv2 16)) d905 (ite (= i0n_rhs (_ bv3 16)) d906 (ite (= i0n_rhs (_ bv4 16)) d910 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d918 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d900 (ite (= i0n_base (_ bv1 16)) d901 (_ bv2 16))))
;; <- success
(define-fun d919 () Bool (and (and t0 (= pos0 (_ bv3 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d918 (_ bv0 16))))))
;; <- success
(define-fun d920 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d917 (ite (= i0n_k (_ bv3 16)) (bvadd d917 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d918 (_ bv1 16)) d909 d906))))
;; <- success
(assert (=> (and d915 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d914 (_ bv1 16)) (= d914 (_ bv2 16))))))
;; <- success
(assert (=> (and d919 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d918 (_ bv1 16)) (= d918 (_ bv2 16))))))
;; <- success
(define-fun d921 () (_ BitVec 16) (ite (and d915 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d916 d900))
;; <- success
(define-fun d922 () (_ BitVec 16) (ite (and d915 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d916 d901))
;; <- success
(define-fun d923 () (_ BitVec 16) (ite (and d915 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d916 (_ bv2 16)))
;; <- success
(define-fun d924 () (_ BitVec 16) (ite (and d919 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d920 d903))
;; <- success
(define-fun d925 () (_ BitVec 16) (ite (and d919 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d920 d904))
;; <- success
(define-fun d926 () (_ BitVec 16) (ite (and d919 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d920 d905))
;; <- success
(define-fun d927 () (_ BitVec 16) (ite (and d919 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d920 d906))
;; <- success
(define-fun d928 () (_ BitVec 16) (ite (and d919 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d920 d910))
;; <- success
(define-fun d929 () Bool (and d915 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d930 () (_ BitVec 16) (ite (and d929 (= d914 (_ bv1 16))) d913 d908))
;; <- success
(define-fun d931 () (_ BitVec 16) (ite (and d929 (= d914 (_ bv2 16))) d913 (_ bv65535 16)))
;; <- success
(define-fun d932 () Bool (and d919 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d933 () (_ BitVec 16) (ite (and d932 (= d918 (_ bv1 16))) d917 d909))
;; <- success
(define-fun d934 () (_ BitVec 16) (ite (and d932 (= d918 (_ bv2 16))) d917 d906))
;; <- success
(define-fun d935 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d921 (ite (= g10_x (_ bv1 16)) d922 d923)))
;; <- success
(define-fun d936 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d921 (ite (= g10_y (_ bv1 16)) d922 (ite (= g10_y (_ bv2 16)) d923 (_ bv0 16)))))
;; <- success
(define-fun d937 () (_ BitVec 16) (ite (= g10_x (_ bv0 16)) d924 (ite (= g10_x (_ bv1 16)) d925 (ite (= g10_x (_ bv2 16)) d926 (ite (= g10_x (_ bv3 16)) d927 d928)))))
;; <- success
(define-fun d938 () (_ BitVec 16) (ite (= g10_y (_ bv0 16)) d924 (ite (= g10_y (_ bv1 16)) d925 (ite (= g10_y (_ bv2 16)) d926 (ite (= g10_y (_ bv3 16)) d927 (ite (= g10_y (_ bv4 16)) d928 (ite (= g10_y (_ bv5 16)) (_ bv65535 16) (ite (= g10_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d939 () Bool (ite r10 (ite g10_del false (and (not d912) (ite g10_ptr (ite (= g10_op (_ bv0 16)) (= d935 d936) (distinct d935 d936)) (ite (= g10_op (_ bv0 16)) (= d937 d938) (ite (= g10_op (_ bv1 16)) (distinct d937 d938) (ite (= g10_op (_ bv2 16)) (bvslt d937 d938) (ite (= g10_op (_ bv3 16)) (bvsle d937 d938) (ite (= g10_op (_ bv4 16)) (bvsgt d937 d938) (bvsge d937 d938))))))))) (not d912)))
;; <- success
(define-fun d940 () (_ BitVec 16) (ite (= h10_rhs (_ bv0 16)) d921 (ite (= h10_rhs (_ bv1 16)) d922 (ite (= h10_rhs (_ bv2 16)) d923 (_ bv0 16)))))
;; <- success
(define-fun d941 () (_ BitVec 16) (ite (= h10_base (_ bv0 16)) d921 (ite (= h10_base (_ bv1 16)) d922 d923)))
;; <- success
(define-fun d942 () (_ BitVec 16) (ite (= h10_k (_ bv0 16)) d940 (ite (= d941 (_ bv1 16)) d930 d931)))
;; <- success
(assert (=> (and d939 (not s10)) (or (= d921 (_ bv1 16)) (= d921 (_ bv2 16)))))
;; <- success
(assert (=> (and (and d939 s10) (or (= h10_k (_ bv1 16)) (= h10_k (_ bv2 16)) (= h10_k (_ bv5 16)))) (and (= h10_fld (_ bv0 16)) (or (= d941 (_ bv1 16)) (= d941 (_ bv2 16))))))
;; <- success
(define-fun d943 () (_ BitVec 16) (ite (and (and d939 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv0 16))) d942 d921))
;; <- success
(define-fun d944 () (_ BitVec 16) (ite (and (and d939 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv1 16))) d942 d922))
;; <- success
(define-fun d945 () (_ BitVec 16) (ite (and (and d939 s10) (not (or (= h10_k (_ bv2 16)) (= h10_k (_ bv7 16)) (= h10_k (_ bv5 16)))) (= h10_lhs (_ bv2 16))) d942 d923))
;; <- success
(define-fun d946 () Bool (and d939 (not s10)))
;; <- success
(define-fun d947 () (_ BitVec 16) (ite (and d946 (= d921 (_ bv1 16))) d923 d930))
;; <- success
(define-fun d948 () (_ BitVec 16) (ite (and d946 (= d921 (_ bv2 16))) d923 d931))
;; <- success
(define-fun d949 () Bool (and (and d939 s10) (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16))))
;; <- success
(define-fun d950 () (_ BitVec 16) (ite (and d949 (= d941 (_ bv1 16))) d940 d947))
;; <- success
(define-fun d951 () (_ BitVec 16) (ite (and d949 (= d941 (_ bv2 16))) d940 d948))
;; <- success
(define-fun d952 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d943 (ite (= i0p_rhs (_ bv1 16)) d944 (ite (= i0p_rhs (_ bv2 16)) d945 (_ bv0 16)))))
;; <- success
(define-fun d953 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d943 (ite (= i0p_base (_ bv1 16)) d944 d945)))
;; <- success
(define-fun d954 () Bool (and (and t0 (= pos0 (_ bv4 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d953 (_ bv0 16))))))
;; <- success
(define-fun d955 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d952 (ite (= d953 (_ bv1 16)) d950 d951)))
;; <- success
(define-fun d956 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d924 (ite (= i0n_rhs (_ bv1 16)) d925 (ite (= i0n_rhs (_ bv2 16)) d926 (ite (= i0n_rhs (_ bv3 16)) d927 (ite (= i0n_rhs (_ bv4 16)) d928 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d957 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d943 (ite (= i0n_base (_ bv1 16)) d944 d945)))
;; <- success
(define-fun d958 () Bool (and (and t0 (= pos0 (_ bv4 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d957 (_ bv0 16))))))
;; <- success
(define-fun d959 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d956 (ite (= i0n_k (_ bv3 16)) (bvadd d956 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d957 (_ bv1 16)) d933 d934))))
;; <- success
(assert (=> (and d954 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d953 (_ bv1 16)) (= d953 (_ bv2 16))))))
;; <- success
(assert (=> (and d958 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d957 (_ bv1 16)) (= d957 (_ bv2 16))))))
;; <- success
(define-fun d960 () (_ BitVec 16) (ite (and d954 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d955 d943))
;; <- success
(define-fun d961 () (_ BitVec 16) (ite (and d954 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d955 d944))
;; <- success
(define-fun d962 () (_ BitVec 16) (ite (and d954 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d955 d945))
;; <- success
(define-fun d963 () (_ BitVec 16) (ite (and d958 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d959 d924))
;; <- success
(define-fun d964 () (_ BitVec 16) (ite (and d958 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d959 d925))
;; <- success
(define-fun d965 () (_ BitVec 16) (ite (and d958 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d959 d926))
;; <- success
(define-fun d966 () (_ BitVec 16) (ite (and d958 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d959 d927))
;; <- success
(define-fun d967 () (_ BitVec 16) (ite (and d958 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d959 d928))
;; <- success
(define-fun d968 () Bool (and d954 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d969 () (_ BitVec 16) (ite (and d968 (= d953 (_ bv1 16))) d952 d950))
;; <- success
(define-fun d970 () (_ BitVec 16) (ite (and d968 (= d953 (_ bv2 16))) d952 d951))
;; <- success
(define-fun d971 () Bool (and d958 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d972 () (_ BitVec 16) (ite (and d971 (= d957 (_ bv1 16))) d956 d933))
;; <- success
(define-fun d973 () (_ BitVec 16) (ite (and d971 (= d957 (_ bv2 16))) d956 d934))
;; <- success
(define-fun d974 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d960 (ite (= i0p_rhs (_ bv1 16)) d961 (ite (= i0p_rhs (_ bv2 16)) d962 (_ bv0 16)))))
;; <- success
(define-fun d975 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d960 (ite (= i0p_base (_ bv1 16)) d961 d962)))
;; <- success
(define-fun d976 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d975 (_ bv0 16))))))
;; <- success
(define-fun d977 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d974 (ite (= d975 (_ bv1 16)) d969 d970)))
;; <- success
(define-fun d978 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d963 (ite (= i0n_rhs (_ bv1 16)) d964 (ite (= i0n_rhs (_ bv2 16)) d965 (ite (= i0n_rhs (_ bv3 16)) d966 (ite (= i0n_rhs (_ bv4 16)) d967 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d979 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d960 (ite (= i0n_base (_ bv1 16)) d961 d962)))
;; <- success
(define-fun d980 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d979 (_ bv0 16))))))
;; <- success
(define-fun d981 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d978 (ite (= i0n_k (_ bv3 16)) (bvadd d978 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d979 (_ bv1 16)) d972 d973))))
;; <- success
(assert (=> (and d976 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d975 (_ bv1 16)) (= d975 (_ bv2 16))))))
;; <- success
(assert (=> (and d980 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d979 (_ bv1 16)) (= d979 (_ bv2 16))))))
;; <- success
(define-fun d982 () (_ BitVec 16) (ite (and d976 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d977 d960))
;; <- success
(define-fun d983 () (_ BitVec 16) (ite (and d976 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d977 d961))
;; <- success
(define-fun d984 () (_ BitVec 16) (ite (and d976 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d977 d962))
;; <- success
(define-fun d985 () (_ BitVec 16) (ite (and d980 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d981 d963))
;; <- success
(define-fun d986 () (_ BitVec 16) (ite (and d980 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d981 d964))
;; <- success
(define-fun d987 () (_ BitVec 16) (ite (and d980 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d981 d965))
;; <- success
(define-fun d988 () (_ BitVec 16) (ite (and d980 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d981 d966))
;; <- success
(define-fun d989 () (_ BitVec 16) (ite (and d980 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d981 d967))
;; <- success
(define-fun d990 () Bool (and d976 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d991 () (_ BitVec 16) (ite (and d990 (= d975 (_ bv1 16))) d974 d969))
;; <- success
(define-fun d992 () (_ BitVec 16) (ite (and d990 (= d975 (_ bv2 16))) d974 d970))
;; <- success
(define-fun d993 () Bool (and d980 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d994 () (_ BitVec 16) (ite (and d993 (= d979 (_ bv1 16))) d978 d972))
;; <- success
(define-fun d995 () (_ BitVec 16) (ite (and d993 (= d979 (_ bv2 16))) d978 d973))
;; <- success
(define-fun d996 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d982 (ite (= g11_x (_ bv1 16)) d983 d984)))
;; <- success
(define-fun d997 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d982 (ite (= g11_y (_ bv1 16)) d983 (ite (= g11_y (_ bv2 16)) d984 (_ bv0 16)))))
;; <- success
(define-fun d998 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d985 (ite (= g11_x (_ bv1 16)) d986 (ite (= g11_x (_ bv2 16)) d987 (ite (= g11_x (_ bv3 16)) d988 d989)))))
;; <- success
(define-fun d999 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d985 (ite (= g11_y (_ bv1 16)) d986 (ite (= g11_y (_ bv2 16)) d987 (ite (= g11_y (_ bv3 16)) d988 (ite (= g11_y (_ bv4 16)) d989 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d1000 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d996 d997) (distinct d996 d997)) (ite (= g11_op (_ bv0 16)) (= d998 d999) (ite (= g11_op (_ bv1 16)) (distinct d998 d999) (ite (= g11_op (_ bv2 16)) (bvslt d998 d999) (ite (= g11_op (_ bv3 16)) (bvsle d998 d999) (ite (= g11_op (_ bv4 16)) (bvsgt d998 d999) (bvsge d998 d999)))))))) true))
;; <- success
(define-fun d1001 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d985 (ite (= h11_rhs (_ bv1 16)) d986 (ite (= h11_rhs (_ bv2 16)) d987 (ite (= h11_rhs (_ bv3 16)) d988 (ite (= h11_rhs (_ bv4 16)) d989 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d1002 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d982 (ite (= h11_base (_ bv1 16)) d983 d984)))
;; <- success
(define-fun d1003 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d985 d987) (ite (= h11_to (_ bv1 16)) (bvadd d986 d987) (ite (= h11_to (_ bv2 16)) (bvadd d987 d987) (ite (= h11_to (_ bv3 16)) (bvadd d988 d987) (bvadd d989 d987))))) (ite (= h11_to (_ bv0 16)) (bvadd d988 d985) (ite (= h11_to (_ bv1 16)) (bvadd d988 d986) (ite (= h11_to (_ bv2 16)) (bvadd d988 d987) (ite (= h11_to (_ bv3 16)) (bvadd d988 d988) (bvadd d988 d989)))))))
;; <- success
(define-fun d1004 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d1003 (ite (= h11_k (_ bv5 16)) (bvadd d988 d987) (ite (= h11_k (_ bv0 16)) d1001 (ite (= h11_k (_ bv3 16)) (bvadd d1001 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d1002 (_ bv1 16)) d994 d995))))))
;; <- success
(assert (=> (and (and d1000 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (or (= d1002 (_ bv1 16)) (= d1002 (_ bv2 16))))))
;; <- success
(define-fun d1005 () (_ BitVec 16) (ite (and d1000 (not s11)) (bvadd d988 d987) d987))
;; <- success
(define-fun d1006 () (_ BitVec 16) (ite (and (and d1000 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d1004 d985))
;; <- success
(define-fun d1007 () (_ BitVec 16) (ite (and (and d1000 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d1004 d986))
;; <- success
(define-fun d1008 () (_ BitVec 16) (ite (and (and d1000 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d1004 d1005))
;; <- success
(define-fun d1009 () (_ BitVec 16) (ite (and (and d1000 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d1004 d988))
;; <- success
(define-fun d1010 () (_ BitVec 16) (ite (and (and d1000 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d1004 d989))
;; <- success
(define-fun d1011 () Bool (and (and d1000 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))))
;; <- success
(define-fun d1012 () (_ BitVec 16) (ite (and d1011 (= d1002 (_ bv1 16))) d1001 d994))
;; <- success
(define-fun d1013 () (_ BitVec 16) (ite (and d1011 (= d1002 (_ bv2 16))) d1001 d995))
;; <- success
(define-fun d1014 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d982 (ite (= i0p_rhs (_ bv1 16)) d983 (ite (= i0p_rhs (_ bv2 16)) d984 (_ bv0 16)))))
;; <- success
(define-fun d1015 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d982 (ite (= i0p_base (_ bv1 16)) d983 d984)))
;; <- success
(define-fun d1016 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d1015 (_ bv0 16))))))
;; <- success
(define-fun d1017 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d1014 (ite (= d1015 (_ bv1 16)) d991 d992)))
;; <- success
(define-fun d1018 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d1006 (ite (= i0n_rhs (_ bv1 16)) d1007 (ite (= i0n_rhs (_ bv2 16)) d1008 (ite (= i0n_rhs (_ bv3 16)) d1009 (ite (= i0n_rhs (_ bv4 16)) d1010 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d1019 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d982 (ite (= i0n_base (_ bv1 16)) d983 d984)))
;; <- success
(define-fun d1020 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d1019 (_ bv0 16))))))
;; <- success
(define-fun d1021 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d1018 (ite (= i0n_k (_ bv3 16)) (bvadd d1018 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (ite (= d1019 (_ bv1 16)) d1012 d1013))))
;; <- success
(assert (=> (and d1016 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (or (= d1015 (_ bv1 16)) (= d1015 (_ bv2 16))))))
;; <- success
(assert (=> (and d1020 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (or (= d1019 (_ bv1 16)) (= d1019 (_ bv2 16))))))
;; <- success
(define-fun d1022 () (_ BitVec 16) (ite (and d1016 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d1017 d982))
;; <- success
(define-fun d1023 () (_ BitVec 16) (ite (and d1016 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d1017 d983))
;; <- success
(define-fun d1024 () (_ BitVec 16) (ite (and d1016 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d1017 d984))
;; <- success
(define-fun d1025 () (_ BitVec 16) (ite (and d1020 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d1021 d1006))
;; <- success
(define-fun d1026 () (_ BitVec 16) (ite (and d1020 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d1021 d1007))
;; <- success
(define-fun d1027 () (_ BitVec 16) (ite (and d1020 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d1021 d1008))
;; <- success
(define-fun d1028 () (_ BitVec 16) (ite (and d1020 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d1021 d1009))
;; <- success
(define-fun d1029 () (_ BitVec 16) (ite (and d1020 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d1021 d1010))
;; <- success
(define-fun d1030 () Bool (and d1016 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))))
;; <- success
(define-fun d1031 () (_ BitVec 16) (ite (and d1030 (= d1015 (_ bv1 16))) d1014 d991))
;; <- success
(define-fun d1032 () (_ BitVec 16) (ite (and d1030 (= d1015 (_ bv2 16))) d1014 d992))
;; <- success
(define-fun d1033 () Bool (and d1020 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))))
;; <- success
(define-fun d1034 () (_ BitVec 16) (ite (and d1033 (= d1019 (_ bv1 16))) d1018 d1012))
;; <- success
(define-fun d1035 () (_ BitVec 16) (ite (and d1033 (= d1019 (_ bv2 16))) d1018 d1013))
;; <- success
(define-fun d1036 () (_ BitVec 16) (bvadd d1029 (_ bv1 16)))
;; <- success
(assert (= d1025 (_ bv2 16)))
;; <- success
(assert (= d1024 (_ bv2 16)))
;; <- success
(assert (= d1022 (_ bv1 16)))
;; <- success
(assert (= d1036 (_ bv2 16)))
;; <- success
(assert (= d1026 (_ bv0 16)))
;; <- success
(assert (= d1027 (_ bv7 16)))
;; <- success
(assert (= d1023 (_ bv2 16)))
;; <- success
(assert (= d1028 (_ bv14 16)))
;; <- success
(assert (= d1034 (_ bv0 16)))
;; <- success
(assert (= d1031 (_ bv2 16)))
;; <- success
(assert (= d1035 (_ bv7 16)))
;; <- success
(define-fun d1037 () Bool (bvslt d1036 d1025))
;; <- success
(assert (not d1037))
;; <- success
(define-fun d1038 () Bool (not (= d1023 (_ bv0 16))))
;; <- success
(assert d1038)
;; <- success
(assert (=> d1038 (or (= d1023 (_ bv1 16)) (= d1023 (_ bv2 16)))))
;; <- success
(define-fun d1039 () (_ BitVec 16) (ite (and d1038 (= d1023 (_ bv1 16))) d1022 d1031))
;; <- success
(define-fun d1040 () (_ BitVec 16) (ite (and d1038 (= d1023 (_ bv2 16))) d1022 d1032))
;; <- success
(assert (= d1025 (_ bv2 16)))
;; <- success
(assert (= d1024 (_ bv2 16)))
;; <- success
(assert (= d1022 (_ bv1 16)))
;; <- success
(assert (= d1036 (_ bv2 16)))
;; <- success
(assert (= d1022 (_ bv1 16)))
;; <- success
(assert (= d1026 (_ bv0 16)))
;; <- success
(assert (= d1027 (_ bv7 16)))
;; <- success
(assert (= d1023 (_ bv2 16)))
;; <- success
(assert (= d1028 (_ bv14 16)))
;; <- success
(assert (= d1034 (_ bv0 16)))
;; <- success
(assert (= d1039 (_ bv2 16)))
;; <- success
(assert (= d1035 (_ bv7 16)))
;; <- success
(assert (= d1040 (_ bv1 16)))
;; <- success
(declare-const u1041 Bool)
;; <- success
(declare-const u1042 Bool)
;; <- success
(declare-const u1043 Bool)
;; <- success
(declare-const u1044 (_ BitVec 16))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d1045 () Bool (bvslt (_ bv0 16) (_ bv1 16)))
;; <- success
(assert d1045)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d1046 () Bool (= (_ bv0 16) (_ bv0 16)))
;; <- success
(assert d1046)
;; <- success
(define-fun d1047 () (_ BitVec 16) (ite d1046 (_ bv1 16) (_ bv0 16)))
;; <- success
(define-fun d1048 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d1047 (ite (= i0p_rhs (_ bv1 16)) (_ bv0 16) (ite (= i0p_rhs (_ bv2 16)) (_ bv1 16) (_ bv0 16)))))
;; <- success
(define-fun d1049 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d1047 (ite (= i0p_base (_ bv1 16)) (_ bv0 16) (_ bv1 16))))
;; <- success
(define-fun d1050 () Bool (and (and t0 (= pos0 (_ bv0 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d1049 (_ bv0 16))))))
;; <- success
(define-fun d1051 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d1048 (_ bv65535 16)))
;; <- success
(define-fun d1052 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) (_ bv1 16) (ite (= i0n_rhs (_ bv1 16)) (_ bv5 16) (ite (= i0n_rhs (_ bv2 16)) (_ bv3 16) (ite (= i0n_rhs (_ bv3 16)) (_ bv5 16) (ite (= i0n_rhs (_ bv4 16)) (_ bv0 16) (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d1053 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d1047 (ite (= i0n_base (_ bv1 16)) (_ bv0 16) (_ bv1 16))))
;; <- success
(define-fun d1054 () Bool (and (and t0 (= pos0 (_ bv0 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d1053 (_ bv0 16))))))
;; <- success
(define-fun d1055 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d1052 (ite (= i0n_k (_ bv3 16)) (bvadd d1052 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) (_ bv5 16))))
;; <- success
(assert (=> (and d1050 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (= d1049 (_ bv1 16)))))
;; <- success
(assert (=> (and d1054 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (= d1053 (_ bv1 16)))))
;; <- success
(define-fun d1056 () (_ BitVec 16) (ite (and d1050 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d1051 d1047))
;; <- success
(define-fun d1057 () (_ BitVec 16) (ite (and d1050 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d1051 (_ bv0 16)))
;; <- success
(define-fun d1058 () (_ BitVec 16) (ite (and d1050 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d1051 (_ bv1 16)))
;; <- success
(define-fun d1059 () (_ BitVec 16) (ite (and d1054 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d1055 (_ bv1 16)))
;; <- success
(define-fun d1060 () (_ BitVec 16) (ite (and d1054 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d1055 (_ bv5 16)))
;; <- success
(define-fun d1061 () (_ BitVec 16) (ite (and d1054 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d1055 (_ bv3 16)))
;; <- success
(define-fun d1062 () (_ BitVec 16) (ite (and d1054 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d1055 (_ bv5 16)))
;; <- success
(define-fun d1063 () (_ BitVec 16) (ite (and d1054 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d1055 (_ bv0 16)))
;; <- success
(define-fun d1064 () (_ BitVec 16) (ite (and (and d1050 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))) (= d1049 (_ bv1 16))) d1048 (_ bv65535 16)))
;; <- success
(define-fun d1065 () (_ BitVec 16) (ite (and (and d1054 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))) (= d1053 (_ bv1 16))) d1052 (_ bv5 16)))
;; <- success
(define-fun d1066 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d1056 (ite (= i0p_rhs (_ bv1 16)) d1057 (ite (= i0p_rhs (_ bv2 16)) d1058 (_ bv0 16)))))
;; <- success
(define-fun d1067 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d1056 (ite (= i0p_base (_ bv1 16)) d1057 d1058)))
;; <- success
(define-fun d1068 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d1067 (_ bv0 16))))))
;; <- success
(define-fun d1069 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d1066 d1064))
;; <- success
(define-fun d1070 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d1059 (ite (= i0n_rhs (_ bv1 16)) d1060 (ite (= i0n_rhs (_ bv2 16)) d1061 (ite (= i0n_rhs (_ bv3 16)) d1062 (ite (= i0n_rhs (_ bv4 16)) d1063 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d1071 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d1056 (ite (= i0n_base (_ bv1 16)) d1057 d1058)))
;; <- success
(define-fun d1072 () Bool (and (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d1071 (_ bv0 16))))))
;; <- success
(define-fun d1073 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d1070 (ite (= i0n_k (_ bv3 16)) (bvadd d1070 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d1065)))
;; <- success
(assert (=> (and d1068 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (= d1067 (_ bv1 16)))))
;; <- success
(assert (=> (and d1072 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (= d1071 (_ bv1 16)))))
;; <- success
(define-fun d1074 () (_ BitVec 16) (ite (and d1068 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d1069 d1056))
;; <- success
(define-fun d1075 () (_ BitVec 16) (ite (and d1068 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d1069 d1057))
;; <- success
(define-fun d1076 () (_ BitVec 16) (ite (and d1068 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d1069 d1058))
;; <- success
(define-fun d1077 () (_ BitVec 16) (ite (and d1072 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d1073 d1059))
;; <- success
(define-fun d1078 () (_ BitVec 16) (ite (and d1072 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d1073 d1060))
;; <- success
(define-fun d1079 () (_ BitVec 16) (ite (and d1072 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d1073 d1061))
;; <- success
(define-fun d1080 () (_ BitVec 16) (ite (and d1072 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d1073 d1062))
;; <- success
(define-fun d1081 () (_ BitVec 16) (ite (and d1072 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d1073 d1063))
;; <- success
(define-fun d1082 () (_ BitVec 16) (ite (and (and d1068 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))) (= d1067 (_ bv1 16))) d1066 d1064))
;; <- success
(define-fun d1083 () (_ BitVec 16) (ite (and (and d1072 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))) (= d1071 (_ bv1 16))) d1070 d1065))
;; <- success
(define-fun d1084 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d1074 (ite (= g11_x (_ bv1 16)) d1075 d1076)))
;; <- success
(define-fun d1085 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d1074 (ite (= g11_y (_ bv1 16)) d1075 (ite (= g11_y (_ bv2 16)) d1076 (_ bv0 16)))))
;; <- success
(define-fun d1086 () (_ BitVec 16) (ite (= g11_x (_ bv0 16)) d1077 (ite (= g11_x (_ bv1 16)) d1078 (ite (= g11_x (_ bv2 16)) d1079 (ite (= g11_x (_ bv3 16)) d1080 d1081)))))
;; <- success
(define-fun d1087 () (_ BitVec 16) (ite (= g11_y (_ bv0 16)) d1077 (ite (= g11_y (_ bv1 16)) d1078 (ite (= g11_y (_ bv2 16)) d1079 (ite (= g11_y (_ bv3 16)) d1080 (ite (= g11_y (_ bv4 16)) d1081 (ite (= g11_y (_ bv5 16)) (_ bv65535 16) (ite (= g11_y (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d1088 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op (_ bv0 16)) (= d1084 d1085) (distinct d1084 d1085)) (ite (= g11_op (_ bv0 16)) (= d1086 d1087) (ite (= g11_op (_ bv1 16)) (distinct d1086 d1087) (ite (= g11_op (_ bv2 16)) (bvslt d1086 d1087) (ite (= g11_op (_ bv3 16)) (bvsle d1086 d1087) (ite (= g11_op (_ bv4 16)) (bvsgt d1086 d1087) (bvsge d1086 d1087)))))))) true))
;; <- success
(define-fun d1089 () (_ BitVec 16) (ite (= h11_rhs (_ bv0 16)) d1077 (ite (= h11_rhs (_ bv1 16)) d1078 (ite (= h11_rhs (_ bv2 16)) d1079 (ite (= h11_rhs (_ bv3 16)) d1080 (ite (= h11_rhs (_ bv4 16)) d1081 (ite (= h11_rhs (_ bv5 16)) (_ bv65535 16) (ite (= h11_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d1090 () (_ BitVec 16) (ite (= h11_base (_ bv0 16)) d1074 (ite (= h11_base (_ bv1 16)) d1075 d1076)))
;; <- success
(define-fun d1091 () (_ BitVec 16) (ite (= h11_at (_ bv0 16)) (ite (= h11_to (_ bv0 16)) (bvadd d1077 d1079) (ite (= h11_to (_ bv1 16)) (bvadd d1078 d1079) (ite (= h11_to (_ bv2 16)) (bvadd d1079 d1079) (ite (= h11_to (_ bv3 16)) (bvadd d1080 d1079) (bvadd d1081 d1079))))) (ite (= h11_to (_ bv0 16)) (bvadd d1080 d1077) (ite (= h11_to (_ bv1 16)) (bvadd d1080 d1078) (ite (= h11_to (_ bv2 16)) (bvadd d1080 d1079) (ite (= h11_to (_ bv3 16)) (bvadd d1080 d1080) (bvadd d1080 d1081)))))))
;; <- success
(define-fun d1092 () (_ BitVec 16) (ite (= h11_k (_ bv9 16)) d1091 (ite (= h11_k (_ bv5 16)) (bvadd d1080 d1079) (ite (= h11_k (_ bv0 16)) d1089 (ite (= h11_k (_ bv3 16)) (bvadd d1089 (ite (= h11_add (_ bv0 16)) (_ bv65535 16) (ite (= h11_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d1083)))))
;; <- success
(assert (=> (and (and d1088 s11) (or (= h11_k (_ bv1 16)) (= h11_k (_ bv2 16)))) (and (= h11_fld (_ bv0 16)) (= d1090 (_ bv1 16)))))
;; <- success
(define-fun d1093 () (_ BitVec 16) (ite (and d1088 (not s11)) (bvadd d1080 d1079) d1079))
;; <- success
(define-fun d1094 () (_ BitVec 16) (ite (and (and d1088 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv0 16))) d1092 d1077))
;; <- success
(define-fun d1095 () (_ BitVec 16) (ite (and (and d1088 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv1 16))) d1092 d1078))
;; <- success
(define-fun d1096 () (_ BitVec 16) (ite (and (and d1088 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv2 16))) d1092 d1093))
;; <- success
(define-fun d1097 () (_ BitVec 16) (ite (and (and d1088 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv3 16))) d1092 d1080))
;; <- success
(define-fun d1098 () (_ BitVec 16) (ite (and (and d1088 s11) (not (or (= h11_k (_ bv2 16)) (= h11_k (_ bv7 16)))) (= h11_lhs (_ bv4 16))) d1092 d1081))
;; <- success
(define-fun d1099 () (_ BitVec 16) (ite (and (and (and d1088 s11) (= h11_k (_ bv2 16)) (= h11_fld (_ bv0 16))) (= d1090 (_ bv1 16))) d1089 d1083))
;; <- success
(define-fun d1100 () (_ BitVec 16) (ite (= i0p_rhs (_ bv0 16)) d1074 (ite (= i0p_rhs (_ bv1 16)) d1075 (ite (= i0p_rhs (_ bv2 16)) d1076 (_ bv0 16)))))
;; <- success
(define-fun d1101 () (_ BitVec 16) (ite (= i0p_base (_ bv0 16)) d1074 (ite (= i0p_base (_ bv1 16)) d1075 d1076)))
;; <- success
(define-fun d1102 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv0 16))) (not (and (= i0p_nn (_ bv1 16)) (= d1101 (_ bv0 16))))))
;; <- success
(define-fun d1103 () (_ BitVec 16) (ite (= i0p_k (_ bv0 16)) d1100 d1082))
;; <- success
(define-fun d1104 () (_ BitVec 16) (ite (= i0n_rhs (_ bv0 16)) d1094 (ite (= i0n_rhs (_ bv1 16)) d1095 (ite (= i0n_rhs (_ bv2 16)) d1096 (ite (= i0n_rhs (_ bv3 16)) d1097 (ite (= i0n_rhs (_ bv4 16)) d1098 (ite (= i0n_rhs (_ bv5 16)) (_ bv65535 16) (ite (= i0n_rhs (_ bv6 16)) (_ bv0 16) (_ bv1 16)))))))))
;; <- success
(define-fun d1105 () (_ BitVec 16) (ite (= i0n_base (_ bv0 16)) d1074 (ite (= i0n_base (_ bv1 16)) d1075 d1076)))
;; <- success
(define-fun d1106 () Bool (and (and t0 (= pos0 (_ bv2 16)) (= cls0 (_ bv1 16))) (not (and (= i0n_nn (_ bv1 16)) (= d1105 (_ bv0 16))))))
;; <- success
(define-fun d1107 () (_ BitVec 16) (ite (= i0n_k (_ bv0 16)) d1104 (ite (= i0n_k (_ bv3 16)) (bvadd d1104 (ite (= i0n_add (_ bv0 16)) (_ bv65535 16) (ite (= i0n_add (_ bv1 16)) (_ bv0 16) (_ bv1 16)))) d1099)))
;; <- success
(assert (=> (and d1102 (or (= i0p_k (_ bv1 16)) (= i0p_k (_ bv2 16)))) (and (= i0p_fld (_ bv0 16)) (= d1101 (_ bv1 16)))))
;; <- success
(assert (=> (and d1106 (or (= i0n_k (_ bv1 16)) (= i0n_k (_ bv2 16)))) (and (= i0n_fld (_ bv0 16)) (= d1105 (_ bv1 16)))))
;; <- success
(define-fun d1108 () (_ BitVec 16) (ite (and d1102 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv0 16))) d1103 d1074))
;; <- success
(define-fun d1109 () (_ BitVec 16) (ite (and d1102 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv1 16))) d1103 d1075))
;; <- success
(define-fun d1110 () (_ BitVec 16) (ite (and d1102 (not (or (= i0p_k (_ bv2 16)) (= i0p_k (_ bv7 16)))) (= i0p_lhs (_ bv2 16))) d1103 d1076))
;; <- success
(define-fun d1111 () (_ BitVec 16) (ite (and d1106 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv0 16))) d1107 d1094))
;; <- success
(define-fun d1112 () (_ BitVec 16) (ite (and d1106 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv1 16))) d1107 d1095))
;; <- success
(define-fun d1113 () (_ BitVec 16) (ite (and d1106 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv2 16))) d1107 d1096))
;; <- success
(define-fun d1114 () (_ BitVec 16) (ite (and d1106 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv3 16))) d1107 d1097))
;; <- success
(define-fun d1115 () (_ BitVec 16) (ite (and d1106 (not (or (= i0n_k (_ bv2 16)) (= i0n_k (_ bv7 16)))) (= i0n_lhs (_ bv4 16))) d1107 d1098))
;; <- success
(define-fun d1116 () (_ BitVec 16) (ite (and (and d1102 (= i0p_k (_ bv2 16)) (= i0p_fld (_ bv0 16))) (= d1101 (_ bv1 16))) d1100 d1082))
;; <- success
(define-fun d1117 () (_ BitVec 16) (ite (and (and d1106 (= i0n_k (_ bv2 16)) (= i0n_fld (_ bv0 16))) (= d1105 (_ bv1 16))) d1104 d1099))
;; <- success
(define-fun d1118 () (_ BitVec 16) (bvadd d1115 (_ bv1 16)))
;; <- success
(assert (= d1111 (_ bv1 16)))
;; <- success
(assert (= d1110 (_ bv1 16)))
;; <- success
(assert (= d1108 (_ bv1 16)))
;; <- success
(assert (= d1118 (_ bv1 16)))
;; <- success
(assert (= d1112 (_ bv5 16)))
;; <- success
(assert (= d1113 (_ bv3 16)))
;; <- success
(assert (= d1109 (_ bv1 16)))
;; <- success
(assert (= d1114 (_ bv8 16)))
;; <- success
(assert (= d1117 (_ bv5 16)))
;; <- success
(define-fun d1119 () Bool (bvslt d1118 d1111))
;; <- success
(assert (not d1119))
;; <- success
(define-fun d1120 () Bool (not (= d1109 (_ bv0 16))))
;; <- success
(assert d1120)
;; <- success
(assert (=> d1120 (= d1109 (_ bv1 16))))
;; <- success
(define-fun d1121 () (_ BitVec 16) (ite (and d1120 (= d1109 (_ bv1 16))) d1108 d1116))
;; <- success
(assert (= d1111 (_ bv1 16)))
;; <- success
(assert (= d1110 (_ bv1 16)))
;; <- success
(assert (= d1108 (_ bv1 16)))
;; <- success
(assert (= d1118 (_ bv1 16)))
;; <- success
(assert (= d1108 (_ bv1 16)))
;; <- success
(assert (= d1112 (_ bv5 16)))
;; <- success
(assert (= d1113 (_ bv3 16)))
;; <- success
(assert (= d1109 (_ bv1 16)))
;; <- success
(assert (= d1114 (_ bv8 16)))
;; <- success
(assert (= d1117 (_ bv5 16)))
;; <- success
(assert (= d1121 (_ bv1 16)))
;; <- success
(push 1)
;; <- success
(assert (bvsge (ite t0 (_ bv1 16) (_ bv0 16)) (_ bv1 16)))
;; <- success
(declare-const tau_grd.0 Bool)
;; <- success
(assert (=> tau_grd.0 (and (not r10) (not r11))))
;; <- success
(declare-const tau_stm.0 Bool)
;; <- success
(assert (=> tau_stm.0 (and (not s10) (not s11))))
;; <- success
(check-sat-assuming (tau_grd.0 tau_stm.0))
;; <- unsat
(get-unsat-assumptions)
;; <- (tau_stm.0 tau_grd.0)
(declare-const tau_grd.1 Bool)
;; <- success
(assert (=> tau_grd.1 (or (not r10) (not r11))))
;; <- success
(check-sat-assuming (tau_grd.1 tau_stm.0))
;; <- unsat
(get-unsat-assumptions)
;; <- (tau_stm.0)
(declare-const tau_stm.1 Bool)
;; <- success
(assert (=> tau_stm.1 (or (not s10) (not s11))))
;; <- success
(check-sat-assuming (tau_grd.1 tau_stm.1))
;; <- unsat
(get-unsat-assumptions)
;; <- (tau_stm.1)
(check-sat-assuming (tau_grd.1))
;; <- sat
(get-value (s10 h10_k h10_lhs h10_base h10_fld h10_rhs h10_add h10_op h10_rhs2 h10_fld1 h10_nn h10_src h10_sfld h10_at h10_to s11 h11_k h11_lhs h11_base h11_fld h11_rhs h11_add h11_op h11_rhs2 h11_fld1 h11_nn h11_src h11_sfld h11_at h11_to r10 g10_del g10_ptr g10_op g10_x g10_y r11 g11_del g11_ptr g11_op g11_x g11_y t0 pos0 cls0 i0p_k i0p_lhs i0p_base i0p_fld i0p_rhs i0p_add i0p_op i0p_rhs2 i0p_fld1 i0p_nn i0p_src i0p_sfld i0p_at i0p_to i0n_k i0n_lhs i0n_base i0n_fld i0n_rhs i0n_add i0n_op i0n_rhs2 i0n_fld1 i0n_nn i0n_src i0n_sfld i0n_at i0n_to))
;; <- ((s10 true) (h10_k #b0000000000000010) (h10_lhs #b0000000000000001) (h10_base #b0000000000000001) (h10_fld #b0000000000000000) (h10_rhs #b0000000000000010) (h10_add #b0000000000000000) (h10_op #b0000000000000000) (h10_rhs2 #b0000000000000000) (h10_fld1 #b0000000000000000) (h10_nn #b0000000000000000) (h10_src #b0000000000000000) (h10_sfld #b0000000000000000) (h10_at #b0000000000000000) (h10_to #b0000000000000000) (s11 true) (h11_k #b0000000000000101) (h11_lhs #b0000000000000011) (h11_base #b0000000000000000) (h11_fld #b0000000000000000) (h11_rhs #b0000000000000100) (h11_add #b0000000000000001) (h11_op #b0000000000000000) (h11_rhs2 #b0000000000000000) (h11_fld1 #b0000000000000000) (h11_nn #b0000000000000000) (h11_src #b0000000000000000) (h11_sfld #b0000000000000000) (h11_at #b0000000000000001) (h11_to #b0000000000000100) (r10 true) (g10_del false) (g10_ptr true) (g10_op #b0000000000000001) (g10_x #b0000000000000010) (g10_y #b0000000000000011) (r11 false) (g11_del false) (g11_ptr true) (g11_op #b0000000000000001) (g11_x #b0000000000000010) (g11_y #b0000000000000011) (t0 true) (pos0 #b0000000000000001) (cls0 #b0000000000000000) (i0p_k #b0000000000000000) (i0p_lhs #b0000000000000001) (i0p_base #b0000000000000010) (i0p_fld #b0000000000000000) (i0p_rhs #b0000000000000010) (i0p_add #b0000000000000000) (i0p_op #b0000000000000000) (i0p_rhs2 #b0000000000000000) (i0p_fld1 #b0000000000000000) (i0p_nn #b0000000000000000) (i0p_src #b0000000000000000) (i0p_sfld #b0000000000000000) (i0p_at #b0000000000000000) (i0p_to #b0000000000000000) (i0n_k #b0000000000000000) (i0n_lhs #b0000000000000011) (i0n_base #b0000000000000010) (i0n_fld #b0000000000000000) (i0n_rhs #b0000000000000111) (i0n_add #b0000000000000010) (i0n_op #b0000000000000000) (i0n_rhs2 #b0000000000000000) (i0n_fld1 #b0000000000000000) (i0n_nn #b0000000000000000) (i0n_src #b0000000000000000) (i0n_sfld #b0000000000000000) (i0n_at #b0000000000000000) (i0n_to #b0000000000000000))
(check-sat-assuming (tau_grd.0))
;; <- sat
(get-value (s10 h10_k h10_lhs h10_base h10_fld h10_rhs h10_add h10_op h10_rhs2 h10_fld1 h10_nn h10_src h10_sfld h10_at h10_to s11 h11_k h11_lhs h11_base h11_fld h11_rhs h11_add h11_op h11_rhs2 h11_fld1 h11_nn h11_src h11_sfld h11_at h11_to r10 g10_del g10_ptr g10_op g10_x g10_y r11 g11_del g11_ptr g11_op g11_x g11_y t0 pos0 cls0 i0p_k i0p_lhs i0p_base i0p_fld i0p_rhs i0p_add i0p_op i0p_rhs2 i0p_fld1 i0p_nn i0p_src i0p_sfld i0p_at i0p_to i0n_k i0n_lhs i0n_base i0n_fld i0n_rhs i0n_add i0n_op i0n_rhs2 i0n_fld1 i0n_nn i0n_src i0n_sfld i0n_at i0n_to))
;; <- ((s10 true) (h10_k #b0000000000000010) (h10_lhs #b0000000000000001) (h10_base #b0000000000000001) (h10_fld #b0000000000000000) (h10_rhs #b0000000000000010) (h10_add #b0000000000000000) (h10_op #b0000000000000000) (h10_rhs2 #b0000000000000000) (h10_fld1 #b0000000000000000) (h10_nn #b0000000000000000) (h10_src #b0000000000000000) (h10_sfld #b0000000000000000) (h10_at #b0000000000000000) (h10_to #b0000000000000000) (s11 true) (h11_k #b0000000000000101) (h11_lhs #b0000000000000011) (h11_base #b0000000000000000) (h11_fld #b0000000000000000) (h11_rhs #b0000000000000100) (h11_add #b0000000000000001) (h11_op #b0000000000000000) (h11_rhs2 #b0000000000000000) (h11_fld1 #b0000000000000000) (h11_nn #b0000000000000000) (h11_src #b0000000000000000) (h11_sfld #b0000000000000000) (h11_at #b0000000000000001) (h11_to #b0000000000000100) (r10 false) (g10_del false) (g10_ptr true) (g10_op #b0000000000000001) (g10_x #b0000000000000010) (g10_y #b0000000000000011) (r11 false) (g11_del false) (g11_ptr true) (g11_op #b0000000000000001) (g11_x #b0000000000000010) (g11_y #b0000000000000011) (t0 true) (pos0 #b0000000000000001) (cls0 #b0000000000000000) (i0p_k #b0000000000000000) (i0p_lhs #b0000000000000001) (i0p_base #b0000000000000010) (i0p_fld #b0000000000000000) (i0p_rhs #b0000000000000010) (i0p_add #b0000000000000000) (i0p_op #b0000000000000000) (i0p_rhs2 #b0000000000000000) (i0p_fld1 #b0000000000000000) (i0p_nn #b0000000000000000) (i0p_src #b0000000000000000) (i0p_sfld #b0000000000000000) (i0p_at #b0000000000000000) (i0p_to #b0000000000000000) (i0n_k #b0000000000000000) (i0n_lhs #b0000000000000011) (i0n_base #b0000000000000010) (i0n_fld #b0000000000000000) (i0n_rhs #b0000000000000111) (i0n_add #b0000000000000010) (i0n_op #b0000000000000000) (i0n_rhs2 #b0000000000000000) (i0n_fld1 #b0000000000000000) (i0n_nn #b0000000000000000) (i0n_src #b0000000000000000) (i0n_sfld #b0000000000000000) (i0n_at #b0000000000000000) (i0n_to #b0000000000000000))
(push 1)
;; <- success
(assert (and (= h10_k (_ bv2 16)) (= h10_fld (_ bv0 16)) (= h10_rhs (_ bv2 16)) (= i0p_nn (_ bv0 16))))
;; <- success
(declare-const choice.all Bool)
;; <- success
(assert (=> choice.all (and s10 s11 (not r10) (not r11) t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv0 16)))))
;; <- success
(declare-const choice.slots Bool)
;; <- success
(assert (=> choice.slots (and t0 (= pos0 (_ bv1 16)) (= cls0 (_ bv0 16)))))
;; <- success
(declare-const choice.unplaced Bool)
;; <- success
(assert (=> choice.unplaced (and s10 s11 (not r10) (not r11) t0 (= cls0 (_ bv0 16)))))
;; <- success
(declare-const pin.0 Bool)
;; <- success
(assert (=> pin.0 (= h10_base (_ bv0 16))))
;; <- success
(declare-const pin.1 Bool)
;; <- success
(assert (=> pin.1 (= h11_lhs (_ bv2 16))))
;; <- success
(declare-const pin.2 Bool)
;; <- success
(assert (=> pin.2 (= h11_rhs (_ bv3 16))))
;; <- success
(check-sat-assuming (tau_grd.0 choice.all pin.0 pin.1 pin.2))
;; <- unsat
(get-unsat-assumptions)
;; <- (pin.1)
(check-sat-assuming (tau_grd.0 choice.all pin.0 pin.2))
;; <- unsat
(get-unsat-assumptions)
;; <- (pin.0 choice.all)
(check-sat-assuming (tau_grd.0 choice.all pin.2))
;; <- sat
(get-value (s10 h10_k h10_lhs h10_base h10_fld h10_rhs h10_add h10_op h10_rhs2 h10_fld1 h10_nn h10_src h10_sfld h10_at h10_to s11 h11_k h11_lhs h11_base h11_fld h11_rhs h11_add h11_op h11_rhs2 h11_fld1 h11_nn h11_src h11_sfld h11_at h11_to r10 g10_del g10_ptr g10_op g10_x g10_y r11 g11_del g11_ptr g11_op g11_x g11_y t0 pos0 cls0 i0p_k i0p_lhs i0p_base i0p_fld i0p_rhs i0p_add i0p_op i0p_rhs2 i0p_fld1 i0p_nn i0p_src i0p_sfld i0p_at i0p_to i0n_k i0n_lhs i0n_base i0n_fld i0n_rhs i0n_add i0n_op i0n_rhs2 i0n_fld1 i0n_nn i0n_src i0n_sfld i0n_at i0n_to))
;; <- ((s10 true) (h10_k #b0000000000000010) (h10_lhs #b0000000000000001) (h10_base #b0000000000000001) (h10_fld #b0000000000000000) (h10_rhs #b0000000000000010) (h10_add #b0000000000000000) (h10_op #b0000000000000000) (h10_rhs2 #b0000000000000000) (h10_fld1 #b0000000000000000) (h10_nn #b0000000000000000) (h10_src #b0000000000000000) (h10_sfld #b0000000000000000) (h10_at #b0000000000000000) (h10_to #b0000000000000000) (s11 true) (h11_k #b0000000000000101) (h11_lhs #b0000000000000011) (h11_base #b0000000000000000) (h11_fld #b0000000000000000) (h11_rhs #b0000000000000011) (h11_add #b0000000000000001) (h11_op #b0000000000000000) (h11_rhs2 #b0000000000000000) (h11_fld1 #b0000000000000000) (h11_nn #b0000000000000000) (h11_src #b0000000000000000) (h11_sfld #b0000000000000000) (h11_at #b0000000000000001) (h11_to #b0000000000000100) (r10 false) (g10_del false) (g10_ptr true) (g10_op #b0000000000000001) (g10_x #b0000000000000010) (g10_y #b0000000000000011) (r11 false) (g11_del false) (g11_ptr true) (g11_op #b0000000000000001) (g11_x #b0000000000000010) (g11_y #b0000000000000011) (t0 true) (pos0 #b0000000000000001) (cls0 #b0000000000000000) (i0p_k #b0000000000000000) (i0p_lhs #b0000000000000001) (i0p_base #b0000000000000010) (i0p_fld #b0000000000000000) (i0p_rhs #b0000000000000010) (i0p_add #b0000000000000000) (i0p_op #b0000000000000000) (i0p_rhs2 #b0000000000000000) (i0p_fld1 #b0000000000000000) (i0p_nn #b0000000000000000) (i0p_src #b0000000000000000) (i0p_sfld #b0000000000000000) (i0p_at #b0000000000000000) (i0p_to #b0000000000000000) (i0n_k #b0000000000000000) (i0n_lhs #b0000000000000011) (i0n_base #b0000000000000010) (i0n_fld #b0000000000000000) (i0n_rhs #b0000000000000111) (i0n_add #b0000000000000010) (i0n_op #b0000000000000000) (i0n_rhs2 #b0000000000000000) (i0n_fld1 #b0000000000000000) (i0n_nn #b0000000000000000) (i0n_src #b0000000000000000) (i0n_sfld #b0000000000000000) (i0n_at #b0000000000000000) (i0n_to #b0000000000000000))
(check-sat-assuming (tau_grd.0 choice.all pin.2 pin.0))
;; <- unsat
(check-sat-assuming (tau_grd.0 choice.all pin.2 pin.1))
;; <- unsat
(check-sat-assuming (tau_grd.0 choice.slots pin.0 pin.1 pin.2))
;; <- unsat
(pop 1)
;; <- success
(pop 1)
;; <- success
